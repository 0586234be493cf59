import escapeRegExp from 'escape-string-regexp';

/**
 * Just enough MIME for the developer mailbox: headers with RFC 2047 encoded words, multipart bodies, quoted-printable
 * and base64 parts. It reads what nodemailer sends; it is not a general-purpose mail parser.
 */
export interface ParsedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every part that is not the text or HTML body: calendar files, inline images. */
  attachments: MailAttachmentPart[];
}

export interface MailAttachmentPart {
  filename: string;
  contentType: string;
  /** The decoded bytes, base64-encoded (JSON-safe for `GET /mails`). */
  base64: string;
}

type Headers = Map<string, string>;

function splitHeaderAndBody(raw: string): { headers: Headers; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBytes(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(value: string, charset: string, headerMode = false): string {
  const source = (headerMode ? value.replace(/_/g, ' ') : value).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    const hex = source.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return decodeBytes(Buffer.from(bytes), charset);
}

/** '=?UTF-8?Q?Gr=C3=BC=C3=9Fe?= =?UTF-8?Q?_aus_K=C3=B6ln?=' → 'Grüße aus Köln'. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? decodeBytes(Buffer.from(text, 'base64'), charset) : decodeQuotedPrintable(text, charset, true),
    );
}

function parameter(header: string, name: string): string {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return match?.[1] ?? match?.[2] ?? '';
}

interface Found {
  text: string;
  html: string;
  attachments: MailAttachmentPart[];
}

function collectParts(raw: string, found: Found): void {
  const { headers, body } = splitHeaderAndBody(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = parameter(contentType, 'boundary');
    if (!boundary) return;
    const sections = body.split(new RegExp(`\\r?\\n?--${escapeRegExp(boundary)}(?:--)?[ \\t]*\\r?\\n?`));
    for (const section of sections.slice(1)) if (section.trim()) collectParts(section, found);
    return;
  }
  const charset = parameter(contentType, 'charset') || 'utf-8';
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const filename = parameter(headers.get('content-disposition') ?? '', 'filename') || parameter(contentType, 'name');
  if (filename || (type !== 'text/plain' && type !== 'text/html')) {
    const bytes = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'utf8');
    found.attachments.push({ filename: decodeEncodedWords(filename), contentType: type, base64: bytes.toString('base64') });
    return;
  }
  const content =
    encoding === 'base64'
      ? decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset)
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body, charset)
        : body;
  const key = type === 'text/html' ? 'html' : 'text';
  if (!found[key]) found[key] = content.replace(/\r\n/g, '\n').replace(/\n$/, '');
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitHeaderAndBody(raw);
  const found: Found = { text: '', html: '', attachments: [] };
  collectParts(raw, found);
  return {
    from: decodeEncodedWords(headers.get('from') ?? ''),
    to: decodeEncodedWords(headers.get('to') ?? ''),
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text: found.text,
    html: found.html,
    attachments: found.attachments,
  };
}
