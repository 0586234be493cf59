import { verifyEmailSchema } from '@praxisnah/contracts';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyEmail } from '../api/verify-email';
import { paths } from '@/app/paths';
import { t } from '@/lib/messages';
import { firstIssueMessage } from '@/lib/validation-messages';
import '@/lib/message-parts/operators';

/** /verify-email?token=…: confirms the address on load, then points to the login. */
export function VerifyEmailView({ token }: { token: string }) {
  const parsed = verifyEmailSchema.safeParse({ token });
  const verification = useVerifyEmail(token, parsed.success);

  if (!parsed.success) {
    return (
      <EmptyState title={t('accounts.verify.incomplete')} icon="✉️">
        <p>{firstIssueMessage(parsed.error)}</p>
        <p>
          <Link to={paths.resendVerification.to()}>{t('accounts.verify.newLink')}</Link>
        </p>
      </EmptyState>
    );
  }
  if (verification.isPending) return <Spinner label={t('accounts.verify.pending')} />;
  if (verification.isError) {
    return (
      <div className="account-result">
        <h2>{t('accounts.verify.failed')}</h2>
        <FormMessage tone="error">{verification.error.message}</FormMessage>
        <p>{t('accounts.verify.failedHint')}</p>
        <div className="button-row">
          <Link className="btn btn--primary" to={paths.resendVerification.to()}>
            {t('accounts.verify.newLink')}
          </Link>
          <Link className="btn btn--secondary" to={paths.login.to()}>
            {t('accounts.common.toLogin')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="account-result">
      <h2>{t('accounts.verify.done')}</h2>
      <FormMessage tone="success">{verification.data.message}</FormMessage>
      <p>{t('accounts.verify.doneHint')}</p>
      <Link className="btn btn--primary" to={paths.login.to()}>
        {t('accounts.verify.signIn')}
      </Link>
    </div>
  );
}
