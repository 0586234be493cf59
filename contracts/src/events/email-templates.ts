import { z } from 'zod';
import { validationText } from '../messages/validation-text';

/** The mails a registrant gets; an organiser may reword each one for its events at /email-templates. */
export const EMAIL_TEMPLATE_KEYS = ['confirmed', 'waiting', 'moved_up', 'cancelled', 'reminder'] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

/** Placeholders every template may use, with what they stand for. */
export const EMAIL_PLACEHOLDERS = {
  name: 'Name der angemeldeten Person',
  personen: '„für Lena“ oder „für 24 Personen (Frau Keller)“',
  veranstaltung: 'Titel der Veranstaltung',
  wann_wo: 'Datum, Uhrzeit und Ort',
  wartelistenplatz: 'Platz auf der Warteliste (nur Warteliste)',
} as const;
export type EmailPlaceholder = keyof typeof EMAIL_PLACEHOLDERS;

export interface EmailTemplate {
  subject: string;
  body: string;
}

export const DEFAULT_EMAIL_TEMPLATES: Record<EmailTemplateKey, EmailTemplate> = {
  confirmed: {
    subject: 'Anmeldung bestätigt: {{veranstaltung}}',
    body: 'deine Anmeldung {{personen}} zu „{{veranstaltung}}“ ist bestätigt.\n\nWann und wo: {{wann_wo}}\n\nWir freuen uns auf dich!',
  },
  waiting: {
    subject: 'Warteliste: {{veranstaltung}}',
    body:
      '„{{veranstaltung}}“ ist leider ausgebucht. Du stehst {{personen}} auf der Warteliste, auf Platz {{wartelistenplatz}}.\n\n' +
      'Sobald jemand absagt, rückst du automatisch nach und bekommst eine E-Mail mit deinem Einlass-QR-Code.\n\nWann und wo: {{wann_wo}}',
  },
  moved_up: {
    subject: 'Du bist nachgerückt: {{veranstaltung}}',
    body: 'gute Nachricht: Es ist ein Platz frei geworden. Deine Anmeldung {{personen}} zu „{{veranstaltung}}“ ist jetzt bestätigt.\n\nWann und wo: {{wann_wo}}',
  },
  cancelled: {
    subject: 'Abgemeldet: {{veranstaltung}}',
    body: 'deine Anmeldung {{personen}} zu „{{veranstaltung}}“ ist storniert. Dein Platz geht an die Warteliste.',
  },
  reminder: {
    subject: 'Erinnerung: morgen ist {{veranstaltung}}',
    body: 'morgen ist es so weit: Du bist {{personen}} zu „{{veranstaltung}}“ angemeldet.\n\nWann und wo: {{wann_wo}}\n\nTipp: Überleg dir vorher ein, zwei Fragen an die Betriebe.',
  },
};

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Fills the placeholders; an unknown one stays visible rather than vanishing silently. */
export function renderEmailTemplate(text: string, values: Partial<Record<EmailPlaceholder, string>>): string {
  return text.replace(PLACEHOLDER, (match, key: string) => (key in EMAIL_PLACEHOLDERS ? (values[key as EmailPlaceholder] ?? '') : match));
}

function knownPlaceholders(text: string, ctx: z.RefinementCtx, path: string): void {
  for (const [, key] of text.matchAll(PLACEHOLDER)) {
    if (!(key! in EMAIL_PLACEHOLDERS)) {
      ctx.addIssue({
        code: 'custom',
        path: [path],
        message: validationText('validation.event.templatePlaceholderUnknown', {
          name: key!,
          allowed: Object.keys(EMAIL_PLACEHOLDERS)
            .map((name) => `{{${name}}}`)
            .join(', '),
        }),
      });
    }
  }
}

export const emailTemplateSchema = z
  .object({
    subject: z
      .string()
      .trim()
      .min(3, { error: validationText('validation.common.subjectTooShort') })
      .max(150),
    body: z
      .string()
      .trim()
      .min(10, { error: validationText('validation.event.templateBodyTooShort') })
      .max(4000),
  })
  .superRefine((template, ctx) => {
    knownPlaceholders(template.subject, ctx, 'subject');
    knownPlaceholders(template.body, ctx, 'body');
  });
export type EmailTemplateInput = z.infer<typeof emailTemplateSchema>;

export interface EmailTemplateView extends EmailTemplate {
  key: EmailTemplateKey;
  isCustom: boolean;
}
