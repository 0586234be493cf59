import { verifyEmailSchema } from '@praxisnah/contracts';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyEmail } from '../api/verify-email';
import { paths } from '@/app/paths';

/** /verify-email?token=…: confirms the address on load, then points to the login. */
export function VerifyEmailView({ token }: { token: string }) {
  const parsed = verifyEmailSchema.safeParse({ token });
  const verification = useVerifyEmail(token, parsed.success);

  if (!parsed.success) {
    return (
      <EmptyState title="Der Bestätigungslink ist unvollständig" icon="✉️">
        <p>{parsed.error.issues[0]?.message}</p>
        <p>
          <Link to={paths.resendVerification.to()}>Neuen Bestätigungslink anfordern</Link>
        </p>
      </EmptyState>
    );
  }
  if (verification.isPending) return <Spinner label="Ihre E-Mail-Adresse wird bestätigt..." />;
  if (verification.isError) {
    return (
      <div className="account-result">
        <h2>Das hat leider nicht geklappt</h2>
        <FormMessage tone="error">{verification.error.message}</FormMessage>
        <p>Vielleicht haben Sie Ihre Adresse schon bestätigt? Dann können Sie sich direkt anmelden.</p>
        <div className="button-row">
          <Link className="btn btn--primary" to={paths.resendVerification.to()}>
            Neuen Bestätigungslink anfordern
          </Link>
          <Link className="btn btn--secondary" to={paths.login.to()}>
            Zum Login
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="account-result">
      <h2>E-Mail-Adresse bestätigt</h2>
      <FormMessage tone="success">{verification.data.message}</FormMessage>
      <p>Melden Sie sich an, vervollständigen Sie Ihr Unternehmensprofil und legen Sie Ihr erstes Angebot an.</p>
      <Link className="btn btn--primary" to={paths.login.to()}>
        Jetzt anmelden
      </Link>
    </div>
  );
}
