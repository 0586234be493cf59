import { useParams, useSearchParams } from 'react-router-dom';
import { CancelRegistrationView, RegistrationPage } from '@/features/event-registration';
import { VisitorTalksPage } from '@/features/event-talks';
import '@/styles/company.css';

export function EventRegistrationRoute() {
  const { id = '' } = useParams();
  return <RegistrationPage key={id} eventId={id} />;
}

export function CancelRegistrationRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return <CancelRegistrationView registrationId={id} token={params.get('token') ?? ''} />;
}

export function EventTalksRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return <VisitorTalksPage key={id} eventId={id} token={params.get('token') ?? ''} />;
}
