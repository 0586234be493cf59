import { useParams } from 'react-router-dom';
import { useAuth } from '@/features/auth';
import { ExhibitorApplicationPage } from '@/features/event-exhibitors';
import { ExhibitorTalkSlots } from '@/features/event-talks';

/** /exhibitor-application/{id}, inside the company area (signed-in companies only); admitted exhibitors offer talks here. */
export function ExhibitorApplicationRoute() {
  const { id = '' } = useParams();
  const auth = useAuth();
  return (
    <ExhibitorApplicationPage
      key={id}
      eventId={id}
      contactEmail={auth.status === 'authenticated' ? auth.user.email : ''}
      whenAccepted={<ExhibitorTalkSlots eventId={id} />}
    />
  );
}
