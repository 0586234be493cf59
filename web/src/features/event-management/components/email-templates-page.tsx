import { schemaResolver } from '@/components/form/schema-resolver';
import {
  EMAIL_PLACEHOLDERS,
  emailTemplateSchema,
  renderEmailTemplate,
  type EmailTemplateInput,
  type EmailTemplateView,
} from '@praxisnah/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmailTemplates, useSaveEmailTemplate } from '../api/email-templates';
import '@/lib/message-parts/events';

/** What the preview fills in, so an organiser sees the mail as a pupil would. */
const sample = () => ({
  name: t('events.emailTemplates.sample.name'),
  personen: t('events.emailTemplates.sample.personen'),
  veranstaltung: t('events.emailTemplates.sample.veranstaltung'),
  wann_wo: t('events.emailTemplates.sample.wannWo'),
  wartelistenplatz: '3',
});

const PLACEHOLDER_KEYS = Object.keys(EMAIL_PLACEHOLDERS) as Array<keyof typeof EMAIL_PLACEHOLDERS>;

/** /email-templates: the organiser's wording of each registration mail, with placeholders and a live preview. */
export function EmailTemplatesPage() {
  useDocumentTitle(t('events.emailTemplates.title'));
  const { data, isPending, error } = useEmailTemplates();
  if (isPending) return <Spinner className="page-spinner" />;
  return (
    <div className="container page management">
      <h1>{t('events.emailTemplates.heading')}</h1>
      <p className="muted">{t('events.emailTemplates.lead')}</p>
      <details className="card management__section">
        <summary>{t('events.emailTemplates.placeholders')}</summary>
        <dl>
          {PLACEHOLDER_KEYS.map((key) => (
            <div key={key}>
              <dt>
                <code>{`{{${key}}}`}</code>
              </dt>
              <dd>{t(`events.emailTemplates.placeholder.${key}`)}</dd>
            </div>
          ))}
        </dl>
      </details>
      {error ? <FormMessage tone="error">{error.message}</FormMessage> : null}
      {data?.map((template) => (
        <TemplateEditor key={`${template.key}-${template.isCustom}-${template.subject}`} template={template} />
      ))}
    </div>
  );
}

function TemplateEditor({ template }: { template: EmailTemplateView }) {
  const save = useSaveEmailTemplate(template.key);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isDirty },
  } = useForm<EmailTemplateInput>({
    resolver: schemaResolver(emailTemplateSchema),
    defaultValues: { subject: template.subject, body: template.body },
  });
  const [subject, body] = useWatch({ control, name: ['subject', 'body'] });
  const titleId = `template-${template.key}`;
  const label = t(`events.emailTemplates.label.${template.key}`);
  const preview = sample();
  return (
    <section className="card management__section" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {label}{' '}
        <Badge tone={template.isCustom ? 'blue' : 'neutral'}>
          {template.isCustom ? t('events.emailTemplates.custom') : t('events.emailTemplates.standard')}
        </Badge>
      </h2>
      <form className="company-form" onSubmit={handleSubmit((input) => save.mutate(input))} noValidate>
        <FormField label={t('events.manage.subject')} required error={errors.subject?.message}>
          {(field) => <input {...field} {...register('subject')} />}
        </FormField>
        <FormField label={t('events.emailTemplates.body')} required error={errors.body?.message} hint={t('events.emailTemplates.bodyHint')}>
          {(field) => <textarea {...field} {...register('body')} rows={6} />}
        </FormField>
        <div className="template-preview" aria-label={t('events.emailTemplates.previewLabel', { label })}>
          <p>
            <strong>{t('events.emailTemplates.preview')}</strong> {renderEmailTemplate(subject ?? '', preview)}
          </p>
          <p>{t('events.emailTemplates.greeting')}</p>
          {renderEmailTemplate(body ?? '', preview)
            .split(/\n\s*\n/)
            .map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
        </div>
        {save.isError ? <FormMessage tone="error">{save.error.message}</FormMessage> : null}
        {save.isSuccess ? <FormMessage tone="success">{t('events.emailTemplates.saved')}</FormMessage> : null}
        <div className="button-row">
          <Button type="submit" disabled={save.isPending || !isDirty}>
            {t('events.emailTemplates.save')}
          </Button>
          {template.isCustom ? (
            <Button variant="secondary" disabled={save.isPending} onClick={() => save.mutate(null)}>
              {t('events.emailTemplates.reset')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
