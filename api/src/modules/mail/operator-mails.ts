import { compose, type OutgoingMail } from '@praxisnah/read-models';

export type OfferKind = 'listing' | 'event';
const OFFER_NOUN: Record<OfferKind, string> = { listing: 'Ihr Angebot', event: 'Ihr Event' };

/** The company learns which offer was hidden and why, and what to do about it. */
export function offerHiddenMail(to: string, kind: OfferKind, title: string, reason: string, dashboardUrl: string): OutgoingMail {
  return compose(
    to,
    `${OFFER_NOUN[kind]} „${title}“ wurde ausgeblendet`,
    [
      `${OFFER_NOUN[kind]} „${title}“ verstößt gegen die Regeln von Praxisnah und ist deshalb für Besucherinnen und Besucher nicht mehr sichtbar. Gelöscht wurde nichts.`,
      `Begründung: ${reason}`,
      'Bitte passen Sie den Eintrag an und antworten Sie auf diese E-Mail, damit wir ihn wieder freischalten können.',
    ],
    { label: 'Zum Dashboard', url: dashboardUrl },
  );
}

export function offerUnhiddenMail(to: string, kind: OfferKind, title: string, dashboardUrl: string): OutgoingMail {
  return compose(
    to,
    `${OFFER_NOUN[kind]} „${title}“ ist wieder sichtbar`,
    [`${OFFER_NOUN[kind]} „${title}“ wurde geprüft und ist wieder für alle sichtbar. Vielen Dank für Ihre Geduld.`],
    { label: 'Zum Dashboard', url: dashboardUrl },
  );
}

export function companySuspendedMail(to: string, companyName: string, reason: string): OutgoingMail {
  return compose(to, `Ihr Unternehmen „${companyName}“ wurde bei Praxisnah gesperrt`, [
    `Ihr Unternehmensprofil „${companyName}“ und alle Ihre Angebote und Events sind vorübergehend nicht mehr öffentlich sichtbar. Gelöscht wurde nichts.`,
    `Begründung: ${reason}`,
    'Bitte antworten Sie auf diese E-Mail, wenn Sie Fragen haben oder die Gründe ausgeräumt sind.',
  ]);
}

export function companyReactivatedMail(to: string, companyName: string): OutgoingMail {
  return compose(to, `Ihr Unternehmen „${companyName}“ ist wieder freigeschaltet`, [
    `Ihr Unternehmensprofil „${companyName}“ und Ihre aktiven Angebote und Events sind wieder öffentlich sichtbar.`,
  ]);
}

/** Approval: the account exists, the person sets a password through a single-use link. */
export function applicationApprovedMail(to: string, regionName: string, message: string, url: string, validHours: number): OutgoingMail {
  return compose(
    to,
    `Willkommen als Regionalmanager:in für ${regionName}`,
    [
      `Ihre Bewerbung als Regionalmanager:in für ${regionName} wurde angenommen.`,
      `Nachricht des Praxisnah-Teams: ${message}`,
      `Vergeben Sie über den Link ein Passwort; danach melden Sie sich mit dieser E-Mail-Adresse an. Der Link ist ${validHours} Stunden gültig und funktioniert nur einmal. Danach können Sie unter „Passwort vergessen?“ einen neuen anfordern.`,
    ],
    { label: 'Passwort vergeben', url },
  );
}

export function applicationDeclinedMail(to: string, regionName: string, message: string): OutgoingMail {
  return compose(to, `Ihre Bewerbung als Regionalmanager:in für ${regionName}`, [
    `vielen Dank für Ihr Interesse. Leider können wir Ihre Bewerbung als Regionalmanager:in für ${regionName} nicht annehmen.`,
    `Nachricht des Praxisnah-Teams: ${message}`,
  ]);
}

export function applicationReceivedMail(to: string, regionName: string): OutgoingMail {
  return compose(to, 'Ihre Bewerbung als Regionalmanager:in ist eingegangen', [
    `vielen Dank für Ihre Bewerbung als Regionalmanager:in für ${regionName}. Wir melden uns per E-Mail, sobald wir entschieden haben.`,
  ]);
}

export function adminInvitationMail(to: string, url: string, validHours: number): OutgoingMail {
  return compose(
    to,
    'Ihr Administrator-Zugang bei Praxisnah',
    [
      'für Sie wurde ein Administrator-Zugang bei Praxisnah angelegt.',
      `Vergeben Sie über den Link ein Passwort. Der Link ist ${validHours} Stunden gültig und funktioniert nur einmal.`,
    ],
    { label: 'Passwort vergeben', url },
  );
}
