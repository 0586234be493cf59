import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { LoadingScreen } from '@/components/ui/spinner';
import { isNotFound } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/app/paths';
import { useSignInAsTestAdmin, useTestAdmin } from '../api/test-admin';
import { t } from '@/lib/messages';
import { tRich } from '@/lib/rich-message';
import '@/lib/message-parts/operators';

/**
 * /test-admin, outside production only: one click signs in as a throw-away admin, so the operator screens can be
 * tried on a fresh database. In production the API answers 404 and `absent` (the not-found screen) is shown.
 */
export function TestAdminPage({ absent }: { absent: ReactNode }) {
  useDocumentTitle(t('operators.testAdmin.title'));
  const id = useId();
  const navigate = useNavigate();
  const info = useTestAdmin();
  const signIn = useSignInAsTestAdmin();
  const [error, setError] = useState<string | null>(null);

  if (info.isPending) return <LoadingScreen />;
  if (info.isError) {
    if (isNotFound(info.error)) return absent;
    return (
      <div className="container page page--narrow">
        <FormMessage tone="error">{info.error.message}</FormMessage>
      </div>
    );
  }
  return (
    <div className="container page page--narrow">
      <section className="card auth-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('operators.testAdmin.title')}</h1>
        <p className="muted">{tRich('operators.testAdmin.lead', { email: <strong>{info.data.email}</strong> })}</p>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <div className="button-row">
          <Button
            disabled={signIn.isPending}
            onClick={() => {
              setError(null);
              signIn.mutate(undefined, {
                onSuccess: () => navigate(paths.adminDashboard.to()),
                onError: (failure) => setError(failure.message),
              });
            }}
          >
            {signIn.isPending ? t('operators.testAdmin.signingIn') : t('operators.testAdmin.signIn')}
          </Button>
        </div>
      </section>
    </div>
  );
}
