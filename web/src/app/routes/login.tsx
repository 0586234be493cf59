import { LoginForm } from '@/features/auth/login';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /company-auth and /login share one screen (product.md section 2); /register opens the sign-up. */
export function LoginRoute() {
  useDocumentTitle('Unternehmens-Login');
  return (
    <div className="container page page--narrow">
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title">Unternehmens-Login</h1>
        <p className="muted">Melden Sie sich an, um Ihre Praktika, Ausbildungsplätze und Events zu verwalten.</p>
        <LoginForm />
      </section>
    </div>
  );
}
