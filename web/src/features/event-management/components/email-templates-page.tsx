import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_PLACEHOLDERS,
  EMAIL_TEMPLATE_LABELS,
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
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmailTemplates, useSaveEmailTemplate } from '../api/email-templates';

/** What the preview fills in, so an organiser sees the mail as a pupil would. */
const SAMPLE = {
  name: 'Lena Schulz',
  personen: 'für Lena Schulz',
  veranstaltung: 'Ausbildungsmesse Köln',
  wann_wo: '14.03.2027, 09:00–14:00 Uhr – Messehalle, 50679 Köln',
  wartelistenplatz: '3',
};

/** /email-templates: the organiser's wording of each registration mail, with placeholders and a live preview. */
export function EmailTemplatesPage() {
  useDocumentTitle('E-Mail-Vorlagen');
  const { data, isPending, error } = useEmailTemplates();
  if (isPending) return <Spinner className="page-spinner" />;
  return (
    <div className="container page management">
      <h1>E-Mail-Vorlagen für Ihre Events</h1>
      <p className="muted">
        So lauten die E-Mails an Ihre Angemeldeten. Einlass-Code, QR-Code, Kalendereintrag und Abmeldelink fügen wir immer automatisch an.
      </p>
      <details className="card management__section">
        <summary>Platzhalter</summary>
        <dl>
          {Object.entries(EMAIL_PLACEHOLDERS).map(([key, meaning]) => (
            <div key={key}>
              <dt>
                <code>{`{{${key}}}`}</code>
              </dt>
              <dd>{meaning}</dd>
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
    resolver: zodResolver(emailTemplateSchema),
    defaultValues: { subject: template.subject, body: template.body },
  });
  const [subject, body] = useWatch({ control, name: ['subject', 'body'] });
  const titleId = `template-${template.key}`;
  return (
    <section className="card management__section" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {EMAIL_TEMPLATE_LABELS[template.key]}{' '}
        <Badge tone={template.isCustom ? 'blue' : 'neutral'}>{template.isCustom ? 'Angepasst' : 'Standard'}</Badge>
      </h2>
      <form className="company-form" onSubmit={handleSubmit((input) => save.mutate(input))} noValidate>
        <FormField label="Betreff" required error={errors.subject?.message}>
          {(field) => <input {...field} {...register('subject')} />}
        </FormField>
        <FormField
          label="Text"
          required
          error={errors.body?.message}
          hint="Leerzeile = neuer Absatz. Die Anrede „Guten Tag,“ steht immer davor."
        >
          {(field) => <textarea {...field} {...register('body')} rows={6} />}
        </FormField>
        <div className="template-preview" aria-label={`Vorschau: ${EMAIL_TEMPLATE_LABELS[template.key]}`}>
          <p>
            <strong>Vorschau:</strong> {renderEmailTemplate(subject ?? '', SAMPLE)}
          </p>
          <p>Guten Tag,</p>
          {renderEmailTemplate(body ?? '', SAMPLE)
            .split(/\n\s*\n/)
            .map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
        </div>
        {save.isError ? <FormMessage tone="error">{save.error.message}</FormMessage> : null}
        {save.isSuccess ? <FormMessage tone="success">Gespeichert.</FormMessage> : null}
        <div className="button-row">
          <Button type="submit" disabled={save.isPending || !isDirty}>
            Speichern
          </Button>
          {template.isCustom ? (
            <Button variant="secondary" disabled={save.isPending} onClick={() => save.mutate(null)}>
              Standard wiederherstellen
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
