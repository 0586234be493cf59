import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail, type MailAttachmentPart } from './parse-mail';

/** One received mail as `GET /mails` lists it. */
export interface Mail {
  id: string;
  from: string;
  /** The To header as written. */
  to: string;
  /** The SMTP envelope recipients. */
  envelopeTo: string[];
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachmentPart[];
  receivedAt: string;
}

export interface DevMailbox {
  smtpUrl: string;
  httpUrl: string;
  /** Newest first. */
  mails(): Mail[];
  /** Resolves with the first mail (newest first) matching the check, waiting for it to arrive if needed. */
  waitForMail(check: (mail: Mail) => boolean, timeoutMs?: number): Promise<Mail>;
  clear(): void;
  stop(): Promise<void>;
}

export interface DevMailboxOptions {
  /** 0 picks a free port. */
  smtpPort: number;
  httpPort: number;
  host?: string;
  /** When set, every mail is also written there as <id>.eml. */
  storeDir?: string;
}

const MAX_MAILS = 500;

/**
 * A real SMTP server that accepts every mail (no TLS, no auth) and keeps it in memory, plus a tiny HTTP API and a
 * German developer page listing the mails with clickable links. For `npm start` and tests, never for production.
 */
export async function startDevMailbox(options: DevMailboxOptions): Promise<DevMailbox> {
  const host = options.host ?? '127.0.0.1';
  const received: Mail[] = [];
  const waiters = new Set<() => void>();
  let counter = 0;
  if (options.storeDir) mkdirSync(options.storeDir, { recursive: true });

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'Praxisnah Entwickler-Postfach',
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        counter += 1;
        const id = `${Date.now().toString(36)}-${counter}`;
        const mail: Mail = {
          id,
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          receivedAt: new Date().toISOString(),
          ...parseMail(raw),
        };
        received.unshift(mail);
        received.splice(MAX_MAILS);
        if (options.storeDir) writeFileSync(join(options.storeDir, `${id}.eml`), raw);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http = createServer((request, response) => handle(request, response, received, () => received.splice(0)));
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.httpPort, host, () => resolve());
  }).catch(async (error: unknown) => {
    // The SMTP side is already listening: release its port too, so a retry elsewhere leaves nothing behind.
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  });
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    httpUrl: `http://${host}:${httpPort}`,
    mails: () => [...received],
    clear: () => void received.splice(0),
    waitForMail: (check, timeoutMs = 10_000) =>
      new Promise<Mail>((resolve, reject) => {
        const look = () => {
          const mail = received.find(check);
          if (!mail) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
          return true;
        };
        const wake = () => void look();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`No matching mail within ${timeoutMs} ms (received: ${received.map((mail) => mail.subject).join(' | ') || 'none'})`),
          );
        }, timeoutMs);
        if (!look()) waiters.add(wake);
      }),
    stop: async () => {
      await Promise.all([new Promise<void>((resolve) => smtp.close(() => resolve())), closeHttp(http)]);
    },
  };
}

function closeHttp(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function handle(request: IncomingMessage, response: ServerResponse, mails: Mail[], clear: () => void): void {
  const url = new URL(request.url ?? '/', 'http://mailbox');
  if (request.method === 'GET' && url.pathname === '/mails') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(mails));
    return;
  }
  if (request.method === 'DELETE' && url.pathname === '/mails') {
    clear();
    response.writeHead(204).end();
    return;
  }
  const htmlView = /^\/mails\/([\w-]+)\/html$/.exec(url.pathname);
  if (request.method === 'GET' && htmlView) {
    const mail = mails.find((candidate) => candidate.id === htmlView[1]);
    if (!mail?.html) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Keine HTML-Fassung gefunden.');
      return;
    }
    // The mail's own HTML, sandboxed: links open, scripts do not run.
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        "sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation; script-src 'none'",
    });
    response.end(mail.html);
    return;
  }
  if (request.method === 'GET' && url.pathname === '/') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(renderPage(mails));
    return;
  }
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Nicht gefunden.');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** Escaped text with every http(s) link clickable. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((piece, index) => (index % 2 === 1 ? `<a href="${escapeHtml(piece)}">${escapeHtml(piece)}</a>` : escapeHtml(piece)))
    .join('');
}

function renderPage(mails: Mail[]): string {
  const items = mails.length
    ? mails
        .map(
          (mail) => `<article>
  <header>
    <h2>${escapeHtml(mail.subject || '(ohne Betreff)')}</h2>
    <p class="meta">An: ${escapeHtml(mail.to || mail.envelopeTo.join(', '))} · Von: ${escapeHtml(mail.from)} · Empfangen: ${escapeHtml(
      new Date(mail.receivedAt).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }),
    )}${mail.html ? ` · <a href="/mails/${escapeHtml(mail.id)}/html" target="_blank" rel="noopener">HTML-Ansicht öffnen</a>` : ''}</p>
  </header>
  <pre>${linkify(mail.text)}</pre>
</article>`,
        )
        .join('\n')
    : '<p class="empty">Noch keine E-Mails empfangen. Registrieren Sie ein Unternehmen oder fordern Sie „Passwort vergessen“ an – die Mails erscheinen hier.</p>';
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Praxisnah – Entwickler-Postfach</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 24px; color: #1f2937; background: #f8fafc; }
  h1 { font-size: 1.5rem; margin-bottom: 4px; }
  .intro { color: #475569; margin-top: 0; }
  article { background: #fff; border: 1px solid #e2e8f0; border-radius: 8px; padding: 16px; margin: 16px 0; }
  h2 { font-size: 1.1rem; margin: 0 0 4px; }
  .meta { color: #64748b; font-size: 0.85rem; margin: 0 0 8px; }
  pre { white-space: pre-wrap; font-family: inherit; margin: 0; }
  a { color: #2563eb; }
  .empty { color: #64748b; }
</style>
</head>
<body>
<h1>Entwickler-Postfach</h1>
<p class="intro">Alle E-Mails, die Praxisnah lokal verschickt, landen hier – nichts geht wirklich hinaus. ${mails.length} E-Mail${
    mails.length === 1 ? '' : 's'
  } · <a href="/">Aktualisieren</a> · <a href="/mails">JSON</a></p>
${items}
</body>
</html>`;
}

export interface LocalDevMailboxOptions {
  storeDir?: string;
  /** The usual ports; tests pass others. */
  smtpPort?: number;
  httpPort?: number;
  /** Told where the mailbox went when the usual ports were taken. */
  log?: (line: string) => void;
}

/**
 * For `npm start`: the usual ports 1025 (SMTP) and 3025 (page), or free ones when those are taken; then it says so,
 * since a developer who bookmarked http://127.0.0.1:3025 would otherwise look at another program's page.
 */
export async function startLocalDevMailbox(options: LocalDevMailboxOptions = {}): Promise<DevMailbox> {
  const smtpPort = options.smtpPort ?? 1025;
  const httpPort = options.httpPort ?? 3025;
  try {
    return await startDevMailbox({ smtpPort, httpPort, storeDir: options.storeDir });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const mailbox = await startDevMailbox({ smtpPort: 0, httpPort: 0, storeDir: options.storeDir });
    (options.log ?? console.warn)(
      `Port ${smtpPort} oder ${httpPort} ist belegt: Das Entwickler-Postfach läuft stattdessen auf ${mailbox.httpUrl} (SMTP ${mailbox.smtpUrl}).`,
    );
    return mailbox;
  }
}
