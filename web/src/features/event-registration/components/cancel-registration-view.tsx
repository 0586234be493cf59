import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { formatDate } from '@/lib/format';
import { tRich } from '@/lib/rich-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCancelRegistration } from '../api/cancel-registration';
import { paths } from '@/app/paths';
import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

/** /cancel-registration/{id}?token=…: one click cancels; clicking again (or reloading) just says it is done. */
export function CancelRegistrationView({ registrationId, token }: { registrationId: string; token: string }) {
  useDocumentTitle(t('events.cancel.title'));
  const mutation = useCancelRegistration(registrationId);
  return (
    <div className="container page page--narrow">
      <section className="card auth-card" aria-labelledby="cancel-title">
        <h1 id="cancel-title">{t('events.cancel.title')}</h1>
        {mutation.isSuccess ? (
          <div className="account-result">
            <FormMessage tone="success">
              {mutation.data.message}
              <br />
              {tRich('events.cancel.done', {
                event: <strong>{mutation.data.eventTitle}</strong>,
                date: formatDate(mutation.data.eventDate),
              })}
            </FormMessage>
            <Link className="btn btn--secondary" to={paths.events.to()}>
              {t('events.cancel.moreEvents')}
            </Link>
          </div>
        ) : (
          <>
            <p>{t('events.cancel.lead')}</p>
            {mutation.isError ? <FormMessage tone="error">{mutation.error.message}</FormMessage> : null}
            {token ? (
              <Button variant="danger" className="btn--block" disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
                {mutation.isPending ? t('events.cancel.submitting') : t('events.cancel.submit')}
              </Button>
            ) : (
              <FormMessage tone="error">{t('events.cancel.incompleteLink')}</FormMessage>
            )}
          </>
        )}
      </section>
    </div>
  );
}
