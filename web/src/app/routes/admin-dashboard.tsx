import { Navigate } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { AdminDashboardPage } from '@/features/admin-analytics';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/styles/admin.css';

function AdminOnly() {
  useDocumentTitle('Nur für Administratoren');
  return (
    <div className="container page page--narrow">
      <section className="card auth-card" aria-labelledby="admin-only-title">
        <h1 id="admin-only-title">Dieser Bereich ist für Administratoren</h1>
        <p>Die Analyse der Plattform sehen nur Administratoren. Ihre eigenen Zahlen finden Sie in Ihrem Dashboard.</p>
        <div className="button-row">
          <ButtonLink to="/dashboard">Zum Dashboard</ButtonLink>
          <ButtonLink to="/search" variant="secondary">
            Zur Startseite
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

/** /admin-dashboard and /admin: admins see the analysis; signed out → /login; other roles a note (the API refuses them too). */
export function AdminDashboardRoute() {
  const auth = useAuth();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'unauthenticated') return <Navigate to="/login" replace />;
  if (auth.user.role !== 'admin') return <AdminOnly />;
  return <AdminDashboardPage />;
}
