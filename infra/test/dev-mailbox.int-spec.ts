import { createTransport } from 'nodemailer';
import { createServer, type Server } from 'node:net';
import { startDevMailbox, startLocalDevMailbox, type DevMailbox } from '../mailbox/dev-mailbox';
import { parseMail } from '../mailbox/parse-mail';
import { freePort } from '../scripts/lib/services';

describe('developer mailbox', () => {
  let mailbox: DevMailbox;

  beforeAll(async () => {
    mailbox = await startDevMailbox({ smtpPort: await freePort(), httpPort: await freePort() });
  });
  afterAll(() => mailbox.stop());

  it('receives a real SMTP mail from nodemailer and decodes German text and HTML', async () => {
    const transport = createTransport({ url: mailbox.smtpUrl });
    const link = 'http://localhost:3000/verify-email?token=AbC_dEf-123';
    await transport.sendMail({
      from: 'Praxisnah <no-reply@praxisnah.example>',
      to: 'anna.müller@example.de',
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse – Grüße aus Köln',
      text: `Guten Tag,\n\nÜber diesen Link bestätigen Sie Ihre Adresse:\n${link}\n\n${'Längere Zeile mit Umlauten äöüß. '.repeat(5)}`,
      html: `<p>Guten Tag,</p><p><a href="${link}">E-Mail-Adresse bestätigen</a></p>`,
    });
    transport.close();

    const mail = await mailbox.waitForMail((candidate) => candidate.subject.includes('Köln'));
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse – Grüße aus Köln');
    expect(mail.to).toContain('example.de');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Über diesen Link');
    expect(mail.text).toContain('Längere Zeile mit Umlauten äöüß. Längere Zeile');
    expect(mail.html).toContain(`href="${link}"`);

    const listed = (await (await fetch(`${mailbox.httpUrl}/mails`)).json()) as { subject: string; text: string; receivedAt: string }[];
    expect(listed[0]).toMatchObject({ subject: mail.subject, text: mail.text });
    expect(Date.parse(listed[0]!.receivedAt)).not.toBeNaN();

    const page = await fetch(`${mailbox.httpUrl}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Entwickler-Postfach');
    expect(html).toContain(`<a href="${link}">`);
  });

  it('decodes base64 parts and encoded words', () => {
    const raw = [
      'From: a@b.de',
      'To: =?UTF-8?B?SsO8cmdlbg==?= <j@b.de>',
      'Subject: =?UTF-8?Q?Passwort_zur=C3=BCcksetzen?=',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="--b1"',
      '',
      '----b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Schöne Grüße').toString('base64'),
      '----b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '<p>Sch=C3=B6ne Gr=C3=BC=C3=9Fe mit einer sehr langen Zeile, die umbrochen =',
      'wird</p>',
      '----b1--',
      '',
    ].join('\r\n');
    expect(parseMail(raw)).toEqual({
      from: 'a@b.de',
      to: 'Jürgen <j@b.de>',
      subject: 'Passwort zurücksetzen',
      text: 'Schöne Grüße',
      html: '<p>Schöne Grüße mit einer sehr langen Zeile, die umbrochen wird</p>',
      attachments: [],
    });
  });

  it('says where it went when its usual page port is taken, and leaves the other port free', async () => {
    const listen = (port: number) =>
      new Promise<Server>((resolve, reject) => {
        const server = createServer().once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve(server));
      });
    const [smtpPort, httpPort] = [await freePort(), await freePort()];
    const occupant = await listen(httpPort);
    const lines: string[] = [];
    const moved = await startLocalDevMailbox({ smtpPort, httpPort, log: (line) => lines.push(line) });
    try {
      expect(lines).toEqual([
        `Port ${smtpPort} oder ${httpPort} ist belegt: Das Entwickler-Postfach läuft stattdessen auf ${moved.httpUrl} (SMTP ${moved.smtpUrl}).`,
      ]);
      expect(new URL(moved.httpUrl).port).not.toBe(String(httpPort));
      expect((await fetch(`${moved.httpUrl}/mails`)).status).toBe(200);
      // Had the SMTP side kept the usual port after the page failed, this would fail with EADDRINUSE.
      await listen(smtpPort).then((server) => new Promise((resolve) => server.close(resolve)));
    } finally {
      await moved.stop();
      await new Promise((resolve) => occupant.close(resolve));
    }
  });
});
