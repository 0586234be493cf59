import { compose, type OutgoingMail } from '@praxisnah/read-models';

export function verificationMail(to: string, companyName: string, url: string, validHours: number): OutgoingMail {
  return compose(
    to,
    'Bitte bestätigen Sie Ihre E-Mail-Adresse bei Praxisnah',
    [
      `vielen Dank für die Registrierung von „${companyName}“ bei Praxisnah. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie sich anmelden können.`,
      `Der Link ist ${validHours} Stunden gültig. Danach können Sie unter „Bestätigungslink erneut senden“ einen neuen anfordern.`,
      'Falls Sie sich nicht bei Praxisnah registriert haben, können Sie diese E-Mail ignorieren.',
    ],
    { label: 'E-Mail-Adresse bestätigen', url },
  );
}

export function passwordResetMail(to: string, url: string, validMinutes: number): OutgoingMail {
  return compose(
    to,
    'Ihr Link zum Zurücksetzen des Passworts bei Praxisnah',
    [
      'Sie haben angefordert, Ihr Passwort bei Praxisnah zurückzusetzen. Über den folgenden Link vergeben Sie ein neues Passwort.',
      `Der Link ist ${validMinutes} Minuten gültig und funktioniert nur einmal.`,
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail. Ihr bisheriges Passwort bleibt dann gültig.',
    ],
    { label: 'Neues Passwort vergeben', url },
  );
}

/** Sent instead of a second account, so the sign-up answer never reveals that the address is registered. */
export function accountExistsMail(to: string, url: string): OutgoingMail {
  return compose(
    to,
    'Sie haben bereits ein Konto bei Praxisnah',
    [
      'jemand hat versucht, mit Ihrer E-Mail-Adresse ein neues Unternehmenskonto bei Praxisnah anzulegen. Zu dieser Adresse besteht bereits ein Konto.',
      'Falls Sie Ihr Passwort vergessen haben, können Sie es hier zurücksetzen. Falls Sie das nicht waren, müssen Sie nichts tun.',
    ],
    { label: 'Passwort zurücksetzen', url },
  );
}

export function passwordChangedMail(to: string, url: string): OutgoingMail {
  return compose(
    to,
    'Ihr Passwort bei Praxisnah wurde geändert',
    [
      'das Passwort Ihres Praxisnah-Kontos wurde soeben geändert. Andere angemeldete Geräte wurden abgemeldet.',
      'Falls Sie das nicht selbst waren, setzen Sie Ihr Passwort bitte sofort zurück und kontaktieren Sie uns.',
    ],
    { label: 'Passwort zurücksetzen', url },
  );
}
