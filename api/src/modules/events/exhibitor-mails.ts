import { compose, type OutgoingMail } from '@praxisnah/read-models';

export interface ExhibitorMailContext {
  to: string;
  companyName: string;
  eventTitle: string;
  eventDate: string;
  url: string;
}

function formatDay(eventDate: string): string {
  const [year, month, day] = eventDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/** To the organiser: a company wants a stand. */
export function exhibitorAppliedMail(
  context: ExhibitorMailContext,
  contactName: string,
  standWishes: string,
  message: string,
): OutgoingMail {
  return compose(
    context.to,
    `Neue Aussteller-Bewerbung: ${context.companyName}`,
    [
      `${context.companyName} möchte auf „${context.eventTitle}“ am ${formatDay(context.eventDate)} ausstellen. Ansprechperson: ${contactName}.`,
      ...(standWishes ? [`Standwünsche: ${standWishes}`] : []),
      ...(message ? [`Nachricht: ${message}`] : []),
      'Sagen Sie auf der Verwaltungsseite Ihrer Veranstaltung zu oder ab; das Unternehmen bekommt dann eine E-Mail.',
    ],
    { label: 'Bewerbung ansehen', url: context.url },
  );
}

/** To the company: the organiser's decision, with the organiser's own words when there are any. */
export function exhibitorDecidedMail(context: ExhibitorMailContext, status: 'accepted' | 'declined', message: string): OutgoingMail {
  const accepted = status === 'accepted';
  return compose(
    context.to,
    accepted ? `Zusage: Sie stellen auf „${context.eventTitle}“ aus` : `Absage: „${context.eventTitle}“`,
    [
      accepted
        ? `gute Nachricht: Der Veranstalter hat Ihre Bewerbung als Aussteller für „${context.eventTitle}“ am ${formatDay(context.eventDate)} angenommen. ${context.companyName} erscheint jetzt mit seinen offenen Stellen auf der Event-Seite.`
        : `der Veranstalter hat Ihre Bewerbung als Aussteller für „${context.eventTitle}“ am ${formatDay(context.eventDate)} leider abgesagt.`,
      ...(message ? [`Nachricht des Veranstalters: ${message}`] : []),
      ...(accepted ? ['Auf der Seite Ihrer Bewerbung können Sie jetzt Gesprächstermine für Besucherinnen und Besucher anbieten.'] : []),
    ],
    { label: 'Zur Bewerbung', url: context.url },
  );
}
