import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  EmailRequestForm,
  EmailSetupHelp,
  parsePackage,
  PACKAGE_NAMES,
  QuickRegisterForm,
  ResetPasswordForm,
  useRequestPasswordReset,
  useResendVerification,
  VerifyEmailView,
} from '@/features/accounts';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/styles/company.css';
import { InfoPage } from './info-page';

/* Company sign-up, e-mail verification and password recovery: public screens, one lazy chunk. */

function AccountCard({ title, lead, wide = false, children }: { title: string; lead?: ReactNode; wide?: boolean; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={wide ? 'container page page--form' : 'container page page--narrow'}>
      <section className="card auth-card" aria-labelledby="account-title">
        <h1 id="account-title">{title}</h1>
        {lead ? <p className="muted">{lead}</p> : null}
        {children}
      </section>
    </div>
  );
}

/** /quick-register?package=… (after choosing a package on /pricing) and /register: the sign-up form. */
export function QuickRegisterRoute() {
  const [params] = useSearchParams();
  const initialPackage = parsePackage(params.get('package'));
  return (
    <AccountCard
      wide
      title="Unternehmen registrieren"
      lead={
        <>
          In zwei Minuten zum Unternehmenskonto – gewähltes Paket: <strong>{PACKAGE_NAMES[initialPackage]}</strong>. Danach bestätigen Sie
          nur noch Ihre E-Mail-Adresse.
        </>
      }
    >
      <QuickRegisterForm initialPackage={initialPackage} />
    </AccountCard>
  );
}

/** /verify-email?token=…: confirms the address from the mailed link. */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return (
    <AccountCard title="E-Mail-Adresse bestätigen">
      <VerifyEmailView token={params.get('token') ?? ''} />
    </AccountCard>
  );
}

/** /resend-verification: a new verification link; the sign-up screen passes the address along. */
export function ResendVerificationRoute() {
  const location = useLocation();
  const state = location.state as { email?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : '';
  const resend = useResendVerification();
  return (
    <AccountCard
      title="Bestätigungslink erneut senden"
      lead="Geben Sie die E-Mail-Adresse ein, mit der Sie sich registriert haben. Wir schicken Ihnen einen neuen Link."
    >
      <EmailRequestForm
        mutation={resend}
        initialEmail={email}
        submitLabel="Link senden"
        pendingLabel="Wird gesendet..."
        after={
          <p>
            Keine E-Mail da? <Link to="/email-setup-info">So finden Sie sie</Link> · <Link to="/login">Zum Login</Link>
          </p>
        }
      />
    </AccountCard>
  );
}

/** /forgot-password: a reset link by mail; the answer is the same for every address. */
export function ForgotPasswordRoute() {
  const requestReset = useRequestPasswordReset();
  return (
    <AccountCard
      title="Passwort vergessen?"
      lead="Kein Problem. Geben Sie Ihre E-Mail-Adresse ein, und wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort vergeben."
    >
      <EmailRequestForm
        mutation={requestReset}
        submitLabel="Link zum Zurücksetzen senden"
        pendingLabel="Wird gesendet..."
        after={
          <p>
            Keine E-Mail da? <Link to="/email-setup-info">So finden Sie sie</Link> · <Link to="/login">Zum Login</Link>
          </p>
        }
      />
      <p className="form-footer">
        Passwort doch wieder eingefallen? <Link to="/login">Zum Login</Link>
      </p>
    </AccountCard>
  );
}

/** /reset-password?token=…: the new password through the mailed link. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AccountCard title="Neues Passwort vergeben" lead="Wählen Sie ein neues Passwort. Danach melden Sie sich damit an.">
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AccountCard>
  );
}

/** /email-setup-info: help for a verification mail that did not arrive. */
export function EmailSetupInfoRoute() {
  return (
    <InfoPage title="Keine E-Mail erhalten?" lead="So finden Sie unsere Bestätigungs-E-Mail – und so kommt die nächste sicher an.">
      <EmailSetupHelp />
    </InfoPage>
  );
}
