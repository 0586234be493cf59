import { compose, eventCalendarFile, type OutgoingMail } from '@praxisnah/read-models';
import type { TalkBookingDetails } from './talk.repository';

function formatDay(eventDate: string): string {
  const [year, month, day] = eventDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

const slot = (talk: TalkBookingDetails) => `${formatDay(talk.event.eventDate)}, ${talk.startTime}–${talk.endTime} Uhr`;

/** The visitor's confirmation, with the ten minutes as a calendar entry of their own. */
export function talkBookedVisitorMail(talk: TalkBookingDetails, talksUrl: string, eventUrl: string): OutgoingMail {
  const mail = compose(
    talk.visitorEmail,
    `Gesprächstermin bei ${talk.companyName}: ${talk.startTime} Uhr`,
    [
      `du hast ein Gespräch mit ${talk.companyName} auf „${talk.event.title}“ gebucht: ${slot(talk)}.`,
      'Komm ein paar Minuten vorher an den Stand. Den Termin findest du auch im Anhang für deinen Kalender.',
      'Du kannst doch nicht? Dann sag den Termin über den Link ab, damit jemand anderes ihn bekommt.',
    ],
    { label: 'Gesprächstermine ansehen', url: talksUrl },
  );
  const calendar = eventCalendarFile(
    {
      ...talk.event,
      id: `talk-${talk.id}`,
      title: `Gespräch mit ${talk.companyName} – ${talk.event.title}`,
      startTime: talk.startTime,
      endTime: talk.endTime,
    },
    eventUrl,
  );
  return { ...mail, attachments: [{ filename: 'gespraech.ics', content: calendar, contentType: 'text/calendar; charset=utf-8' }] };
}

export function talkBookedExhibitorMail(talk: TalkBookingDetails, slotsUrl: string): OutgoingMail {
  return compose(
    talk.exhibitorEmail,
    `Neuer Gesprächstermin: ${talk.startTime} Uhr, ${talk.event.title}`,
    [
      `${talk.visitorName} hat bei Ihnen ein Gespräch auf „${talk.event.title}“ gebucht: ${slot(talk)}.`,
      'Alle Ihre Termine sehen Sie auf der Seite Ihrer Aussteller-Bewerbung bei Praxisnah.',
    ],
    { label: 'Meine Gesprächstermine', url: slotsUrl },
  );
}

export function talkCancelledVisitorMail(talk: TalkBookingDetails, talksUrl: string): OutgoingMail {
  return compose(
    talk.visitorEmail,
    `Gesprächstermin abgesagt: ${talk.companyName}`,
    [`dein Gespräch mit ${talk.companyName} am ${slot(talk)} ist abgesagt.`, 'Über den Link kannst du einen neuen Termin buchen.'],
    { label: 'Gesprächstermine ansehen', url: talksUrl },
  );
}

export function talkCancelledExhibitorMail(talk: TalkBookingDetails, slotsUrl: string): OutgoingMail {
  return compose(
    talk.exhibitorEmail,
    `Gesprächstermin abgesagt: ${talk.startTime} Uhr, ${talk.event.title}`,
    [`${talk.visitorName} hat das Gespräch am ${slot(talk)} abgesagt. Der Termin ist wieder frei.`],
    { label: 'Meine Gesprächstermine', url: slotsUrl },
  );
}
