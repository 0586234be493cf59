import type { UserRole } from '@praxisnah/contracts';
import { useState } from 'react';
import { Navigate, NavLink, Outlet } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { ROLE_HOME, ROLE_MENU, useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/styles/company.css';
import '@/styles/operator.css';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

function NotForYou({ role }: { role: UserRole }) {
  useDocumentTitle(t('operators.area.forbiddenTitle'));
  return (
    <div className="container page page--narrow">
      <section className="card auth-card" aria-labelledby="operator-only-title">
        <h1 id="operator-only-title">{t('operators.area.forbiddenHeading')}</h1>
        <p>{t('operators.area.forbiddenText')}</p>
        <div className="button-row">
          <ButtonLink to={ROLE_HOME[role]}>{t('operators.area.home')}</ButtonLink>
        </div>
      </section>
    </div>
  );
}

/** The operator's own section navigation: the same entries as the user menu, as tabs above every operator screen. */
function OperatorNav({ role }: { role: UserRole }) {
  return (
    <nav className="operator-nav container" aria-label={t('operators.area.nav')}>
      <ul>
        {ROLE_MENU[role].map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} className={({ isActive }) => (isActive ? 'operator-nav__link is-active' : 'operator-nav__link')}>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of the operator screens. The client checks the role only to show the right screen; every endpoint these
 * screens call checks it again on the server. Signed out → /login; a role not in `roles` → a German note.
 */
function OperatorArea({ roles }: { roles: readonly UserRole[] }) {
  const auth = useAuth();
  const [signedInHere, setSignedInHere] = useState(false);
  if (auth.status === 'authenticated' && !signedInHere) setSignedInHere(true);
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'unauthenticated') return signedInHere ? <LoadingScreen /> : <Navigate to="/login" replace />;
  if (!roles.includes(auth.user.role)) return <NotForYou role={auth.user.role} />;
  return (
    <>
      <OperatorNav role={auth.user.role} />
      <Outlet />
    </>
  );
}

/** Screens for admins only. */
export function AdminAreaLayout() {
  return <OperatorArea roles={['admin']} />;
}

/** Screens for regional managers (their own region) and admins (every region). */
export function RegionAreaLayout() {
  return <OperatorArea roles={['regional_manager', 'admin']} />;
}
