import { LoginForm } from '@/features/auth/login';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /company-auth and /login share one screen (product.md section 2); /register opens the sign-up. */
export function LoginRoute() {
  useDocumentTitle(t('page.login.title'));
  return (
    <div className="container page page--narrow">
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title">{t('page.login.title')}</h1>
        <p className="muted">{t('page.login.lead')}</p>
        <LoginForm />
      </section>
    </div>
  );
}
