import { toBuffer } from 'qrcode';
import { renderEmailTemplate, type EmailPlaceholder, type EmailTemplate } from '@praxisnah/contracts';
import { compose, type MailAttachment, type OutgoingMail } from './compose';
import { eventCalendarFile, type CalendarEventSource } from './event-calendar';

export interface RegistrationMailContext {
  to: string;
  name: string;
  seats: number;
  event: CalendarEventSource;
  eventUrl: string;
  /** Absent when the token is no longer known (it is stored only as a hash); the mail then points to the first one. */
  cancelUrl: string | null;
  /** The page for booking talks with exhibitors; like the cancel link, only known when the token is. */
  talksUrl?: string | null;
  checkinCode: string;
}

const QR_CID = 'einlass-qr@praxisnah';

function when(event: CalendarEventSource): string {
  const [year, month, day] = event.eventDate.slice(0, 10).split('-');
  const date = `${day}.${month}.${year}`;
  const time = event.startTime ? `, ${event.startTime.slice(0, 5)}${event.endTime ? `–${event.endTime.slice(0, 5)}` : ''} Uhr` : '';
  const place = [event.location, event.address, [event.zip, event.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return `${date}${time} – ${place}`;
}

function placeholders(context: Pick<RegistrationMailContext, 'seats' | 'name' | 'event'>, waitingPosition?: number) {
  const values: Partial<Record<EmailPlaceholder, string>> = {
    name: context.name,
    personen: context.seats > 1 ? `für ${context.seats} Personen (${context.name})` : `für ${context.name}`,
    veranstaltung: context.event.title,
    wann_wo: when(context.event),
    wartelistenplatz: waitingPosition === undefined ? '' : String(waitingPosition),
  };
  return values;
}

/** The organiser's (or the default) wording, then the parts no template may drop: code, cancel link, event link. */
function fromTemplate(
  context: Pick<RegistrationMailContext, 'to' | 'seats' | 'name' | 'event'>,
  template: EmailTemplate,
  fixed: string[],
  link?: { label: string; url: string },
  htmlExtra?: string,
  waitingPosition?: number,
): OutgoingMail {
  const values = placeholders(context, waitingPosition);
  const paragraphs = renderEmailTemplate(template.body, values)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return compose(context.to, renderEmailTemplate(template.subject, values), [...paragraphs, ...fixed], link, htmlExtra);
}

/** The entrance ticket: QR code inline and as a file, plus the calendar entry. */
async function ticketAttachments(context: RegistrationMailContext): Promise<MailAttachment[]> {
  const qr = await toBuffer(context.checkinCode, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return [
    { filename: 'einlass-qr-code.png', content: qr, contentType: 'image/png', cid: QR_CID },
    {
      filename: 'veranstaltung.ics',
      content: eventCalendarFile(context.event, context.eventUrl),
      contentType: 'text/calendar; charset=utf-8',
    },
  ];
}

const TICKET_HTML =
  `<p><img src="cid:${QR_CID}" width="220" height="220" alt="QR-Code für den Einlass"></p>` +
  '<p style="font-size:13px;color:#555555">Zeig diesen QR-Code am Eingang vor – auf dem Handy oder ausgedruckt.</p>';

function ticketParagraphs(context: RegistrationMailContext): string[] {
  return [
    context.cancelUrl
      ? 'Du kannst doch nicht kommen? Dann sag bitte über den Link ab, damit jemand von der Warteliste nachrücken kann.'
      : 'Du kannst doch nicht kommen? Dann sag bitte über den Abmeldelink aus deiner ersten E-Mail ab, damit jemand nachrücken kann.',
    ...(context.talksUrl ? [`Du willst mit Ausstellern sprechen? Buch dir hier 10-Minuten-Gespräche: ${context.talksUrl}`] : []),
    `Dein Einlass-Code: ${context.checkinCode}`,
    'Den QR-Code für den Einlass und einen Kalendereintrag findest du im Anhang.',
    `Mehr zur Veranstaltung: ${context.eventUrl}`,
  ];
}

function cancelLink(context: RegistrationMailContext, label = 'Anmeldung stornieren') {
  return context.cancelUrl ? { label, url: context.cancelUrl } : undefined;
}

export async function registrationConfirmedMail(context: RegistrationMailContext, template: EmailTemplate): Promise<OutgoingMail> {
  const mail = fromTemplate(context, template, ticketParagraphs(context), cancelLink(context), TICKET_HTML);
  return { ...mail, attachments: await ticketAttachments(context) };
}

export function waitingListMail(context: RegistrationMailContext, template: EmailTemplate, position: number): OutgoingMail {
  return fromTemplate(
    context,
    template,
    [
      'Du möchtest nicht mehr warten? Dann nimm dich über den Link von der Warteliste.',
      ...(context.talksUrl ? [`Sobald du nachgerückt bist, kannst du hier Gespräche mit Ausstellern buchen: ${context.talksUrl}`] : []),
    ],
    cancelLink(context, 'Von der Warteliste abmelden'),
    undefined,
    position,
  );
}

export async function movedUpMail(context: RegistrationMailContext, template: EmailTemplate): Promise<OutgoingMail> {
  const mail = fromTemplate(context, template, ticketParagraphs(context), cancelLink(context), TICKET_HTML);
  return { ...mail, attachments: await ticketAttachments(context) };
}

export function registrationCancelledMail(
  context: Omit<RegistrationMailContext, 'cancelUrl' | 'checkinCode'>,
  template: EmailTemplate,
): OutgoingMail {
  return fromTemplate(context, template, [
    `Du möchtest doch kommen? Melde dich einfach neu an, solange Plätze frei sind: ${context.eventUrl}`,
  ]);
}

export async function reminderMail(context: RegistrationMailContext, template: EmailTemplate): Promise<OutgoingMail> {
  const mail = fromTemplate(context, template, ticketParagraphs(context), cancelLink(context), TICKET_HTML);
  return { ...mail, attachments: await ticketAttachments(context) };
}
