import { regionalManagerApplicationSchema } from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubmitApplication } from '../api/applications';
import { useRegionOptions } from '../api/regions';
import { t } from '@/lib/messages';
import { firstIssueMessage } from '@/lib/validation-messages';
import '@/lib/message-parts/operators';

const EMPTY = { name: '', email: '', phone: '', region: '', motivation: '' };

/** /apply/regional-manager: anyone applies to run a region; an admin decides and answers by mail. */
export function ApplyRegionalManagerPage() {
  useDocumentTitle(t('operators.apply.documentTitle'));
  const id = useId();
  const regions = useRegionOptions();
  const submit = useSubmitApplication();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });

  const onSubmit = async () => {
    const parsed = regionalManagerApplicationSchema.safeParse(values);
    if (!parsed.success) return setError(firstIssueMessage(parsed.error) ?? t('operators.common.checkInput'));
    try {
      setDone((await submit.mutateAsync(parsed.data)).message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('operators.common.failed'));
    }
  };

  return (
    <div className="container page page--narrow">
      <section className="card auth-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t('operators.apply.title')}</h1>
        <p className="muted">{t('operators.apply.lead')}</p>
        {done ? (
          <FormMessage tone="success">{done}</FormMessage>
        ) : (
          <form
            className="operator-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setError(null);
              void onSubmit();
            }}
          >
            <div className="field">
              <label htmlFor={`${id}-name`}>{t('operators.apply.name')}</label>
              <input id={`${id}-name`} autoComplete="name" value={values.name} onChange={set('name')} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-email`}>{t('operators.common.email')}</label>
              <input id={`${id}-email`} type="email" autoComplete="email" value={values.email} onChange={set('email')} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-phone`}>{t('operators.apply.phone')}</label>
              <input id={`${id}-phone`} type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-region`}>{t('operators.common.region')}</label>
              <select id={`${id}-region`} value={values.region} onChange={set('region')}>
                <option value="">{t('operators.common.pleaseChoose')}</option>
                {(regions.data ?? []).map((region) => (
                  <option key={region.slug} value={region.slug}>
                    {region.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-motivation`}>{t('operators.apply.motivation')}</label>
              <textarea id={`${id}-motivation`} rows={5} value={values.motivation} onChange={set('motivation')} />
            </div>
            {error ? <FormMessage tone="error">{error}</FormMessage> : null}
            <Button type="submit" className="btn--block" disabled={submit.isPending}>
              {submit.isPending ? t('operators.common.sending') : t('operators.apply.submit')}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
