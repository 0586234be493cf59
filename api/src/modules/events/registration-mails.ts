import { toBuffer } from 'qrcode';
import { compose, type MailAttachment, type OutgoingMail } from '../mail/account-mails';
import { eventCalendarFile, type CalendarEventSource } from './event-calendar';

export interface RegistrationMailContext {
  to: string;
  name: string;
  seats: number;
  event: CalendarEventSource;
  eventUrl: string;
  /** Absent when the token is no longer known (it is stored only as a hash); the mail then points to the first one. */
  cancelUrl: string | null;
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

function who(context: Pick<RegistrationMailContext, 'seats' | 'name'>): string {
  return context.seats > 1 ? `für ${context.seats} Personen (${context.name})` : `für ${context.name}`;
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

function cancelParagraph(context: RegistrationMailContext): string {
  return context.cancelUrl
    ? 'Du kannst doch nicht kommen? Dann sag bitte über den Link ab, damit jemand von der Warteliste nachrücken kann.'
    : 'Du kannst doch nicht kommen? Dann sag bitte über den Abmeldelink aus deiner ersten E-Mail ab, damit jemand nachrücken kann.';
}

function cancelLink(context: RegistrationMailContext) {
  return context.cancelUrl ? { label: 'Anmeldung stornieren', url: context.cancelUrl } : undefined;
}

export async function registrationConfirmedMail(context: RegistrationMailContext): Promise<OutgoingMail> {
  const mail = compose(
    context.to,
    `Anmeldung bestätigt: ${context.event.title}`,
    [
      `deine Anmeldung ${who(context)} zu „${context.event.title}“ ist bestätigt.`,
      cancelParagraph(context),
      `Wann und wo: ${when(context.event)}`,
      `Dein Einlass-Code: ${context.checkinCode}`,
      'Den QR-Code für den Einlass und einen Kalendereintrag findest du im Anhang.',
      `Mehr zur Veranstaltung: ${context.eventUrl}`,
    ],
    cancelLink(context),
    TICKET_HTML,
  );
  return { ...mail, attachments: await ticketAttachments(context) };
}

export function waitingListMail(context: RegistrationMailContext, position: number): OutgoingMail {
  return compose(
    context.to,
    `Warteliste: ${context.event.title}`,
    [
      `„${context.event.title}“ ist leider ausgebucht. Du stehst ${who(context)} auf der Warteliste, auf Platz ${position}.`,
      'Sobald jemand absagt, rückst du automatisch nach und bekommst eine E-Mail mit deinem Einlass-QR-Code.',
      `Wann und wo: ${when(context.event)}`,
      'Du möchtest nicht mehr warten? Dann nimm dich über den Link von der Warteliste.',
    ],
    context.cancelUrl ? { label: 'Von der Warteliste abmelden', url: context.cancelUrl } : undefined,
  );
}

export async function movedUpMail(context: RegistrationMailContext): Promise<OutgoingMail> {
  const mail = compose(
    context.to,
    `Du bist nachgerückt: ${context.event.title}`,
    [
      `gute Nachricht: Es ist ein Platz frei geworden. Deine Anmeldung ${who(context)} zu „${context.event.title}“ ist jetzt bestätigt.`,
      cancelParagraph(context),
      `Wann und wo: ${when(context.event)}`,
      `Dein Einlass-Code: ${context.checkinCode}`,
      'Den QR-Code für den Einlass und einen Kalendereintrag findest du im Anhang.',
    ],
    cancelLink(context),
    TICKET_HTML,
  );
  return { ...mail, attachments: await ticketAttachments(context) };
}

export function registrationCancelledMail(context: Omit<RegistrationMailContext, 'cancelUrl' | 'checkinCode'>): OutgoingMail {
  return compose(context.to, `Abgemeldet: ${context.event.title}`, [
    `deine Anmeldung ${who(context)} zu „${context.event.title}“ ist storniert. Dein Platz geht an die Warteliste.`,
    `Du möchtest doch kommen? Melde dich einfach neu an, solange Plätze frei sind: ${context.eventUrl}`,
  ]);
}
