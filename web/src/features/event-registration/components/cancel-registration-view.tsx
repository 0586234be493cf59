import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCancelRegistration } from '../api/cancel-registration';
import { paths } from '@/app/paths';

/** /cancel-registration/{id}?token=…: one click cancels; clicking again (or reloading) just says it is done. */
export function CancelRegistrationView({ registrationId, token }: { registrationId: string; token: string }) {
  useDocumentTitle('Anmeldung stornieren');
  const mutation = useCancelRegistration(registrationId);
  return (
    <div className="container page page--narrow">
      <section className="card auth-card" aria-labelledby="cancel-title">
        <h1 id="cancel-title">Anmeldung stornieren</h1>
        {mutation.isSuccess ? (
          <div className="account-result">
            <FormMessage tone="success">
              {mutation.data.message}
              <br />
              <strong>{mutation.data.eventTitle}</strong> am {formatDate(mutation.data.eventDate)}
            </FormMessage>
            <Link className="btn btn--secondary" to={paths.events.to()}>
              Weitere Events ansehen
            </Link>
          </div>
        ) : (
          <>
            <p>Du kannst nicht kommen? Mit einem Klick gibst du deinen Platz frei – die erste Person auf der Warteliste rückt dann nach.</p>
            {mutation.isError ? <FormMessage tone="error">{mutation.error.message}</FormMessage> : null}
            {token ? (
              <Button variant="danger" className="btn--block" disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
                {mutation.isPending ? 'Wird storniert...' : 'Anmeldung jetzt stornieren'}
              </Button>
            ) : (
              <FormMessage tone="error">
                Dieser Abmeldelink ist unvollständig. Bitte nutze den Link aus deiner Bestätigungs-E-Mail.
              </FormMessage>
            )}
          </>
        )}
      </section>
    </div>
  );
}
