import type { MessageKey } from '@praxisnah/contracts';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { ROLE_HOME, useAuth, useLogout } from '@/features/auth';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/styles/company.css';
import { paths } from '../paths';
import '@/lib/message-parts/companies';

const SIGNED_IN_AS = {
  admin: 'companies.area.signedInAdmin',
  regional_manager: 'companies.area.signedInRegionalManager',
  company: 'companies.area.signedInCompany',
} as const satisfies Record<string, MessageKey>;

function CompanyOnly({ role, email }: { role: keyof typeof SIGNED_IN_AS; email: string }) {
  useDocumentTitle(t('companies.area.documentTitle'));
  const logout = useLogout();
  return (
    <div className="container page page--narrow">
      <section className="card auth-card" aria-labelledby="company-only-title">
        <h1 id="company-only-title">{t('companies.area.title')}</h1>
        <p>{t(SIGNED_IN_AS[role], { email })}</p>
        <p className="muted">{t('companies.area.hint')}</p>
        <div className="button-row">
          <ButtonLink to={ROLE_HOME[role]}>{t('companies.area.ownArea')}</ButtonLink>
          <Button variant="secondary" onClick={() => void logout()}>
            {t('companies.area.logout')}
          </Button>
        </div>
      </section>
    </div>
  );
}

/**
 * The company area (/dashboard, /create-internship, /edit-internship/{id}, /create-event, /edit-event/{id},
 * /company-settings, /company-profile): while the session is being checked a loading screen, signed out → /login,
 * an admin or regional manager → a polite German note, a company user → the screen.
 */
export function CompanyAreaLayout({ returnAfterLogin = false }: { returnAfterLogin?: boolean }) {
  const auth = useAuth();
  const location = useLocation();
  // Signing out here is the logout's own navigation (to /); only a visitor who arrives signed out goes to /login.
  const [signedInHere, setSignedInHere] = useState(false);
  if (auth.status === 'authenticated' && !signedInHere) setSignedInHere(true);
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'unauthenticated') {
    if (signedInHere) return <LoadingScreen />;
    const from = returnAfterLogin ? { from: `${location.pathname}${location.search}` } : undefined;
    return <Navigate to={paths.login.to()} state={from} replace />;
  }
  if (auth.user.role !== 'company' || !auth.company) return <CompanyOnly role={auth.user.role} email={auth.user.email} />;
  return <Outlet />;
}

/** Ordering and paying (/checkout, /payment…): as the company area, but after the login the visitor comes back here. */
export function CheckoutAreaLayout() {
  return <CompanyAreaLayout returnAfterLogin />;
}
