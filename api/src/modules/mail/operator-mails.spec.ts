import {
  applicationApprovedMail,
  applicationDeclinedMail,
  companySuspendedMail,
  offerHiddenMail,
  offerUnhiddenMail,
} from './operator-mails';

describe('operator mails', () => {
  it('tell the company which offer was hidden, why, and where to fix it', () => {
    const mail = offerHiddenMail(
      'firma@demo.example',
      'listing',
      'Praktikum <Verkauf>',
      'Gebühren sind nicht erlaubt.',
      'https://x.example/dashboard',
    );
    expect(mail.subject).toBe('Ihr Angebot „Praktikum <Verkauf>“ wurde ausgeblendet');
    expect(mail.text).toContain('Begründung: Gebühren sind nicht erlaubt.');
    expect(mail.text).toContain('Gelöscht wurde nichts');
    expect(mail.html).toContain('Praktikum &lt;Verkauf&gt;');
    expect(mail.html).toContain('href="https://x.example/dashboard"');
    expect(offerUnhiddenMail('firma@demo.example', 'event', 'Infotag', 'https://x.example/dashboard').subject).toBe(
      'Ihr Event „Infotag“ ist wieder sichtbar',
    );
  });

  it('give a suspended company the reason', () => {
    expect(companySuspendedMail('a@b.de', 'Demo GmbH', 'Unbezahlte Pflichtpraktika.').text).toContain(
      'Begründung: Unbezahlte Pflichtpraktika.',
    );
  });

  it('carry the admin’s message, and on approval the set-password link and how long it works', () => {
    const approved = applicationApprovedMail(
      'neu@region.example',
      'Bremen',
      'Willkommen im Team!',
      'https://x.example/reset-password?token=t',
      72,
    );
    expect(approved.text).toContain('Willkommen im Team!');
    expect(approved.text).toContain('72 Stunden');
    expect(approved.html).toContain('href="https://x.example/reset-password?token=t"');
    const declined = applicationDeclinedMail('neu@region.example', 'Bremen', 'Die Region ist schon vergeben.');
    expect(declined.text).toContain('Die Region ist schon vergeben.');
    expect(declined.text).not.toContain('http');
  });
});
