import { Navigate } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { AdminDashboardPage } from '@/features/admin-analytics';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/styles/admin.css';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

function AdminOnly() {
  useDocumentTitle(t('admin.analytics.adminOnly.title'));
  return (
    <div className="container page page--narrow">
      <section className="card auth-card" aria-labelledby="admin-only-title">
        <h1 id="admin-only-title">{t('admin.analytics.adminOnly.heading')}</h1>
        <p>{t('admin.analytics.adminOnly.text')}</p>
        <div className="button-row">
          <ButtonLink to="/dashboard">{t('admin.analytics.adminOnly.dashboard')}</ButtonLink>
          <ButtonLink to="/search" variant="secondary">
            {t('admin.analytics.adminOnly.home')}
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
