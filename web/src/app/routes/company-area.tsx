import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { ROLE_HOME, useAuth, useLogout } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/styles/company.css';
import { paths } from '../paths';

const ROLE_NAMES = { admin: 'Administrator-Konto', regional_manager: 'Konto für Regionalmanager', company: 'Konto' } as const;

function CompanyOnly({ role, email }: { role: keyof typeof ROLE_NAMES; email: string }) {
  useDocumentTitle('Nur für Unternehmen');
  const logout = useLogout();
  return (
    <div className="container page page--narrow">
      <section className="card auth-card" aria-labelledby="company-only-title">
        <h1 id="company-only-title">Dieser Bereich ist für Unternehmen</h1>
        <p>
          Sie sind mit einem {ROLE_NAMES[role]} angemeldet ({email}). Das Dashboard und die Verwaltung von Angeboten und Events stehen nur
          Unternehmenskonten zur Verfügung.
        </p>
        <p className="muted">Möchten Sie ein Unternehmen verwalten? Dann melden Sie sich bitte mit dem Konto des Unternehmens an.</p>
        <div className="button-row">
          <ButtonLink to={ROLE_HOME[role]}>Zu meinem Bereich</ButtonLink>
          <Button variant="secondary" onClick={() => void logout()}>
            Abmelden
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
