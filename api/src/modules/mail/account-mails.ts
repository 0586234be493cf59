/** A mail as the service sends it: German plain text plus a simple HTML part. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const SIGNATURE = 'Ihr Praxisnah-Team';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** Paragraphs of text, and at most one button link, as both a text and an HTML part; every mail of the platform uses it. */
export function compose(to: string, subject: string, paragraphs: string[], link?: { label: string; url: string }): OutgoingMail {
  const greeting = 'Guten Tag,';
  const textParts = [greeting, ...paragraphs];
  if (link) textParts.splice(2, 0, `${link.label}:\n${link.url}`);
  const text = [...textParts, `Viele Grüße\n${SIGNATURE}`].join('\n\n') + '\n';
  const htmlParagraphs = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  if (link) {
    const url = escapeHtml(link.url);
    htmlParagraphs.splice(
      1,
      0,
      `<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(link.label)}</a></p>`,
      `<p style="font-size:13px;color:#555555">Falls der Knopf nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:<br><a href="${url}">${url}</a></p>`,
    );
  }
  const html = [
    '<!doctype html>',
    '<html lang="de"><head><meta charset="utf-8"><title>' + escapeHtml(subject) + '</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    `<p>${greeting}</p>`,
    ...htmlParagraphs,
    `<p>Viele Grüße<br>${SIGNATURE}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

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
