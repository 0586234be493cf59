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
import { paths } from '@/app/paths';
import { InfoPage } from './info-page';
import { t } from '@/lib/messages';
import { tRich } from '@/lib/rich-message';
import '@/lib/message-parts/operators';

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

/** Below the answer of a mail request: where a missing mail may be, and the way back to the login. */
function NoMailLinks() {
  return (
    <p>
      {tRich('accounts.common.noMail', {
        helpLink: <Link to={paths.emailSetupInfo.to()}>{t('accounts.common.findMail')}</Link>,
        loginLink: <Link to={paths.login.to()}>{t('accounts.common.toLogin')}</Link>,
      })}
    </p>
  );
}

/** /quick-register?package=… (after choosing a package on /pricing) and /register: the sign-up form. */
export function QuickRegisterRoute() {
  const [params] = useSearchParams();
  const initialPackage = parsePackage(params.get('package'));
  return (
    <AccountCard
      wide
      title={t('accounts.register.title')}
      lead={tRich('accounts.register.lead', { package: <strong>{PACKAGE_NAMES[initialPackage]}</strong> })}
    >
      <QuickRegisterForm initialPackage={initialPackage} />
    </AccountCard>
  );
}

/** /verify-email?token=…: confirms the address from the mailed link. */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return (
    <AccountCard title={t('accounts.verify.title')}>
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
    <AccountCard title={t('accounts.common.resendLink')} lead={t('accounts.resend.lead')}>
      <EmailRequestForm
        mutation={resend}
        initialEmail={email}
        submitLabel={t('accounts.resend.submit')}
        pendingLabel={t('accounts.common.sending')}
        after={<NoMailLinks />}
      />
    </AccountCard>
  );
}

/** /forgot-password: a reset link by mail; the answer is the same for every address. */
export function ForgotPasswordRoute() {
  const requestReset = useRequestPasswordReset();
  return (
    <AccountCard title={t('accounts.forgot.title')} lead={t('accounts.forgot.lead')}>
      <EmailRequestForm
        mutation={requestReset}
        submitLabel={t('accounts.forgot.submit')}
        pendingLabel={t('accounts.common.sending')}
        after={<NoMailLinks />}
      />
      <p className="form-footer">
        {tRich('accounts.forgot.remembered', { loginLink: <Link to={paths.login.to()}>{t('accounts.common.toLogin')}</Link> })}
      </p>
    </AccountCard>
  );
}

/** /reset-password?token=…: the new password through the mailed link. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AccountCard title={t('accounts.resetPassword.title')} lead={t('accounts.resetPassword.lead')}>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AccountCard>
  );
}

/** /email-setup-info: help for a verification mail that did not arrive. */
export function EmailSetupInfoRoute() {
  return (
    <InfoPage title={t('accounts.emailHelp.title')} lead={t('accounts.emailHelp.lead')}>
      <EmailSetupHelp />
    </InfoPage>
  );
}
