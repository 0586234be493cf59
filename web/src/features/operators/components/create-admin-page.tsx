import { createAdminSchema } from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateAdmin } from '../api/applications';
import { t } from '@/lib/messages';
import { firstIssueMessage } from '@/lib/validation-messages';
import '@/lib/message-parts/operators';

/** /create-admin: an admin invites another admin, who sets a password through the mailed link. */
export function CreateAdminPage() {
  useDocumentTitle(t('operators.createAdmin.title'));
  const id = useId();
  const create = useCreateAdmin();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const submit = async () => {
    const parsed = createAdminSchema.safeParse({ email });
    if (!parsed.success)
      return setMessage({ tone: 'error', text: firstIssueMessage(parsed.error) ?? t('operators.createAdmin.checkAddress') });
    try {
      setMessage({ tone: 'success', text: (await create.mutateAsync(parsed.data.email)).message });
      setEmail('');
    } catch (failure) {
      setMessage({ tone: 'error', text: failure instanceof Error ? failure.message : t('operators.common.failed') });
    }
  };
  return (
    <div className="container page page--narrow">
      <section className="card auth-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('operators.createAdmin.title')}</h1>
        <p className="muted">{t('operators.createAdmin.lead')}</p>
        <form
          className="operator-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('operators.common.email')}</label>
            <input id={`${id}-email`} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </div>
          {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('operators.common.creating') : t('operators.createAdmin.submit')}
          </Button>
        </form>
      </section>
    </div>
  );
}
