/**
 * An Ausbildungsmesse from both sides, on phones: a pupil registers → the confirmation mail arrives in the dev mailbox
 * → the QR code from that mail checks the pupil in on the organiser's page → another registrant cancels with the link
 * from their mail → the first on the waiting list moves up and gets a mail.
 */
import type { EventView, RegistrationResult } from '@praxisnah/contracts';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Mail } from '../../infra/mailbox/dev-mailbox';
import { apiFromOwnAddress, fitsPhone, mailedPath, phonePage, useEventPlatform, waitUntilIndexed } from './support/event-journey';
import { signIn } from './support/journey';

jest.setTimeout(240_000);

const platform = useEventPlatform();
const { mailTo } = platform;

/** Reads the QR code image attached to the mail, as the phone at the door would. */
function qrCodeOf(mail: Mail): string {
  const image = mail.attachments.find((file) => file.contentType === 'image/png');
  if (!image) throw new Error(`No QR code in "${mail.subject}"`);
  const png = PNG.sync.read(Buffer.from(image.base64, 'base64'));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!decoded) throw new Error('The QR code could not be read');
  return decoded.data;
}

test('register → mail with QR → checked in by the QR code → a cancellation moves the waiting list up, with a mail', async () => {
  const login = await apiFromOwnAddress<{ token: string }>(platform, 'POST', '/api/auth/login', {
    email: 'firma@demo.example',
    password: 'demo-passwort',
  });
  const event = await apiFromOwnAddress<EventView>(
    platform,
    'POST',
    '/api/events',
    {
      title: 'Ausbildungsmesse Handwerk Köln',
      eventDate: '2030-03-14',
      startTime: '09:00',
      endTime: '14:00',
      location: 'Messehalle',
      city: 'Köln',
      registrationRequired: true,
      maxParticipants: 2,
    },
    login.body.token,
  );
  expect(event.status).toBe(201);
  const eventId = event.body.id;

  // The pupil: from the event page to the registration form on a phone.
  const visitor = await phonePage(platform);
  // The new event reaches the events index through the outbox first.
  await waitUntilIndexed(platform, eventId);
  await visitor.page.goto(`/events/${eventId}`);
  await visitor.page.getByRole('link', { name: 'Jetzt anmelden' }).click();
  await visitor.page.waitForURL(new RegExp(`/event-registration/${eventId}$`));
  await visitor.page.getByText('Noch 2 freie Plätze').waitFor();
  await visitor.page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await visitor.page.getByText('Bitte stimme der Datenschutzerklärung zu.').waitFor();
  await visitor.page.getByRole('textbox', { name: 'Dein Name' }).fill('Lena Schulz');
  await visitor.page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('lena.schulz@schule.example');
  await visitor.page.getByLabel('Klassenstufe').selectOption('9');
  await visitor.page.getByRole('checkbox', { name: /einverstanden/ }).check();
  await fitsPhone(visitor.page);
  await visitor.page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await visitor.page.getByText(/Du bist angemeldet!/).waitFor();

  const confirmation = await mailTo('lena.schulz@schule.example', 'Anmeldung bestätigt');
  const code = qrCodeOf(confirmation);
  expect(confirmation.text).toContain(code);
  expect(confirmation.attachments.some((file) => file.filename.endsWith('.ics'))).toBe(true);

  // A second pupil takes the last place, a third lands on the waiting list.
  const second = await apiFromOwnAddress<RegistrationResult>(platform, 'POST', `/api/events/${eventId}/registrations`, {
    name: 'Tom Becker',
    email: 'tom@schule.example',
    privacyAccepted: true,
  });
  const third = await apiFromOwnAddress<RegistrationResult>(platform, 'POST', `/api/events/${eventId}/registrations`, {
    name: 'Aylin Kaya',
    email: 'aylin@schule.example',
    privacyAccepted: true,
  });
  expect([second.body.status, third.body.status, third.body.waitingPosition]).toEqual(['registered', 'waiting', 1]);

  // The organiser at the door, on a phone: the code from the QR code checks Lena in.
  const organiser = await phonePage(platform);
  await signIn(organiser.page, 'firma@demo.example', 'demo-passwort', /\/dashboard/);
  await organiser.page.goto(`/event-management/${eventId}`);
  await organiser.page.getByRole('heading', { name: 'Ausbildungsmesse Handwerk Köln' }).waitFor();
  await organiser.page.getByRole('textbox', { name: 'Einlass-Code eingeben' }).fill(code);
  await organiser.page.getByRole('button', { name: 'Einchecken', exact: true }).click();
  await organiser.page.getByText('Lena Schulz ist eingecheckt.').waitFor();
  const lenaRow = organiser.page.getByTestId('registration-row').filter({ hasText: 'Lena Schulz' });
  await lenaRow.getByText(/✓ \d\d:\d\d Uhr/).waitFor();
  // Tom by name, one tap.
  await organiser.page.getByRole('searchbox', { name: 'Name suchen' }).fill('tom');
  await organiser.page.getByRole('button', { name: 'Tom Becker einchecken' }).click();
  await organiser.page.getByText('Tom Becker ist eingecheckt.').waitFor();
  await fitsPhone(organiser.page);

  // Tom cannot stay after all: the link from his mail, one click.
  await visitor.page.goto(
    mailedPath(await mailTo('tom@schule.example', 'Anmeldung bestätigt'), /https?:\/\/\S+\/cancel-registration\/\S+/),
  );
  await visitor.page.getByRole('button', { name: 'Anmeldung jetzt stornieren' }).click();
  await visitor.page.getByText(/Deine Anmeldung ist storniert/).waitFor();
  await fitsPhone(visitor.page);

  const movedUp = await mailTo('aylin@schule.example', 'nachgerückt');
  expect(movedUp.text).toContain(qrCodeOf(movedUp));
  await organiser.page.reload();
  await organiser.page.getByRole('heading', { name: 'Warteliste (0)' }).waitFor();
  await organiser.page.getByRole('button', { name: 'Aylin Kaya einchecken' }).waitFor();

  // The organiser's other screens fit the phone too.
  for (const [path, heading] of [
    ['/event-participants', 'Teilnehmende meiner Events'],
    ['/email-templates', 'E-Mail-Vorlagen für Ihre Events'],
    ['/event-premium-service', 'Premium-Leistungen für Events'],
    [`/exhibitor-application/${eventId}`, 'Als Aussteller bewerben'],
    [`/events/${eventId}`, 'Ausbildungsmesse Handwerk Köln'],
  ] as const) {
    await organiser.page.goto(path);
    await organiser.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await fitsPhone(organiser.page);
  }
  expect([...visitor.errors, ...organiser.errors]).toEqual([]);
});
