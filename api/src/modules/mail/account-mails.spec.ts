import { escapeHtml } from '@praxisnah/read-models';
import { accountExistsMail, passwordChangedMail, passwordResetMail, verificationMail } from './account-mails';

describe('account mails', () => {
  const url = 'https://praxisnah.example/verify-email?token=abc_DEF-123';

  it('puts the verification link into the text and as a clickable link into the HTML', () => {
    const mail = verificationMail('anna@example.de', 'Müller & Söhne <GmbH>', url, 48);
    expect(mail.to).toBe('anna@example.de');
    expect(mail.subject).toContain('bestätigen');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('48 Stunden');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('Müller &amp; Söhne &lt;GmbH&gt;');
    expect(mail.html).not.toContain('<GmbH>');
  });

  it('says how long a reset link works and that it works once', () => {
    const mail = passwordResetMail('anna@example.de', 'https://x.example/reset-password?token=t', 60);
    expect(mail.text).toContain('60 Minuten');
    expect(mail.text).toContain('nur einmal');
    expect(mail.html).toContain('href="https://x.example/reset-password?token=t"');
  });

  it('offers a reset instead of a second account, and reports a changed password', () => {
    expect(accountExistsMail('a@b.de', 'https://x.example/forgot-password').text).toContain('bereits ein Konto');
    expect(passwordChangedMail('a@b.de', 'https://x.example/forgot-password').subject).toContain('geändert');
  });

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
