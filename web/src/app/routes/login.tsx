import { LoginForm } from '@/features/auth/login';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /company-auth, /login and /register share one screen (SPEC section 2). */
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
