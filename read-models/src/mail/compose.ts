/** A mail as the service sends it: German plain text plus a simple HTML part. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files such as a calendar entry; one with a `cid` can be shown inline in the HTML part (`<img src="cid:…">`). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
  cid?: string;
}

const SIGNATURE = 'Ihr Praxisnah-Team';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/**
 * Paragraphs of text, and at most one button link, as both a text and an HTML part. `htmlExtra` is trusted markup
 * placed after the paragraphs (e.g. an inline QR code image).
 */
export function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
  htmlExtra?: string,
): OutgoingMail {
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
    ...(htmlExtra ? [htmlExtra] : []),
    `<p>Viele Grüße<br>${SIGNATURE}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
