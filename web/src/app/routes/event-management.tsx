import { Navigate, useParams } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { ExhibitorApplications } from '@/features/event-exhibitors';
import { EventManagementPage } from '@/features/event-management';
import { TalkBookings } from '@/features/event-talks';
import '@/styles/company.css';

/** /event-management/{id}: any signed-in account may open it; the API lets only the owning company, the region's manager and admins in. */
export function EventManagementRoute() {
  const { id = '' } = useParams();
  const auth = useAuth();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'unauthenticated') return <Navigate to="/login" replace />;
  return (
    <EventManagementPage key={id} eventId={id}>
      <ExhibitorApplications eventId={id} />
      <TalkBookings eventId={id} />
    </EventManagementPage>
  );
}
