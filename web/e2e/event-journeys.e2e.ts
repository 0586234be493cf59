/**
 * An Ausbildungsmesse from both sides, on phones: two journeys that share one platform (booting it costs more than either).
 *
 * Registration: a pupil registers → the confirmation mail arrives in the dev mailbox → the QR code from that mail
 * checks the pupil in on the organiser's page → another registrant cancels with the link from their mail → the first
 * on the waiting list moves up and gets a mail.
 *
 * Talks with exhibitors: an admitted exhibitor opens 10-minute slots → a pupil registers → opens the talk link from the
 * confirmation mail → books a slot → the confirmation (with a calendar entry) and the exhibitor's mail arrive → the
 * organiser sees the booking on the event's management page, and the exhibitor on its own page.
 */
import type { ExhibitorApplicationView, RegistrationResult } from '@praxisnah/contracts';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Mail } from '../../infra/mailbox/dev-mailbox';
import {
  apiFromOwnAddress,
  demoToken,
  fitsPhone,
  mailedPath,
  newEventInKoeln,
  phonePage,
  useEventPlatform,
  waitUntilIndexed,
} from './support/event-journey';
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
  const organiserToken = await demoToken(platform, 'firma@demo.example');
  const eventId = await newEventInKoeln(platform, organiserToken, {
    title: 'Ausbildungsmesse Handwerk Köln',
    eventDate: '2030-03-14',
    location: 'Messehalle',
    maxParticipants: 2,
  });

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

test('exhibitor opens slots → pupil books one from the mail link → both mails → organiser and exhibitor see it', async () => {
  const organiserToken = await demoToken(platform, 'firma@demo.example');
  const exhibitorToken = await demoToken(platform, 'firma2@demo.example');
  const eventId = await newEventInKoeln(platform, organiserToken, {
    title: 'Azubi-Speed-Dating Köln',
    eventDate: '2030-04-11',
    location: 'Forum',
    maxParticipants: 50,
  });
  const applied = await apiFromOwnAddress<ExhibitorApplicationView>(
    platform,
    'POST',
    `/api/events/${eventId}/exhibitor-applications`,
    { contactName: 'Jana Roth', contactEmail: 'jana@zweite.example', standWishes: '', message: '' },
    exhibitorToken,
  );
  expect(applied.status).toBe(201);
  const accepted = await apiFromOwnAddress(
    platform,
    'POST',
    `/api/events/${eventId}/management/exhibitors/${applied.body.id}`,
    { status: 'accepted', message: 'Willkommen!' },
    organiserToken,
  );
  expect(accepted.status).toBe(200);
  await waitUntilIndexed(platform, eventId);

  // The exhibitor, on a phone, opens three 10-minute slots on its application page.
  const exhibitor = await phonePage(platform);
  await signIn(exhibitor.page, 'firma2@demo.example', 'demo-passwort', /\/dashboard/);
  await exhibitor.page.goto(`/exhibitor-application/${eventId}`);
  await exhibitor.page.getByRole('heading', { name: /Gesprächstermine/ }).waitFor();
  await exhibitor.page.getByLabel('Von', { exact: true }).fill('10:00');
  await exhibitor.page.getByLabel('Bis', { exact: true }).fill('10:30');
  await exhibitor.page.getByRole('button', { name: 'Termine anlegen' }).click();
  await exhibitor.page.getByText('3 Termine angelegt.').waitFor();
  await exhibitor.page.getByText('10:20–10:30 Uhr').waitFor();
  await fitsPhone(exhibitor.page);

  // The pupil registers on a phone; the confirmation mail carries the link to the talks.
  const visitor = await phonePage(platform);
  await visitor.page.goto(`/event-registration/${eventId}`);
  await visitor.page.getByRole('textbox', { name: 'Dein Name' }).fill('Mia Becker');
  await visitor.page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('mia.becker@schule.example');
  await visitor.page.getByRole('checkbox', { name: /einverstanden/ }).check();
  await visitor.page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await visitor.page.getByText(/Du bist angemeldet!/).waitFor();
  const confirmation = await mailTo('mia.becker@schule.example', 'Anmeldung bestätigt');

  await visitor.page.goto(mailedPath(confirmation, /https?:\/\/\S+\/gespraeche\?token=\S+/));
  await visitor.page.getByText('Hallo Mia Becker!').waitFor();
  await fitsPhone(visitor.page);
  await visitor.page.getByRole('button', { name: '10:10 Uhr bei Zweite Demo GmbH buchen' }).click();
  await visitor.page.getByText('Gebucht: 10:10–10:20 Uhr bei Zweite Demo GmbH.', { exact: false }).waitFor();
  // One talk per exhibitor: its other times are gone from the page.
  await visitor.page.getByText('Hier hast du schon einen Termin.', { exact: false }).waitFor();
  expect(await visitor.page.getByRole('button', { name: /bei Zweite Demo GmbH buchen/ }).count()).toBe(0);
  await fitsPhone(visitor.page);

  const booked = await mailTo('mia.becker@schule.example', 'Gesprächstermin bei Zweite Demo GmbH');
  expect(booked.text).toContain('10:10–10:20 Uhr');
  expect(booked.attachments.map((file) => file.filename)).toContain('gespraech.ics');
  expect((await mailTo('jana@zweite.example', 'Neuer Gesprächstermin: 10:10')).text).toContain('Mia Becker');

  // The organiser sees the booking on the management page, on a phone.
  const organiser = await phonePage(platform);
  await signIn(organiser.page, 'firma@demo.example', 'demo-passwort', /\/dashboard/);
  await organiser.page.goto(`/event-management/${eventId}`);
  const talks = organiser.page.getByRole('region', { name: /Gespräche mit Ausstellern/ });
  await talks.getByText('10:10–10:20 Uhr · Zweite Demo GmbH').waitFor();
  await talks.getByText(/Mia Becker/).waitFor();
  await fitsPhone(organiser.page);

  // And the exhibitor sees who comes at 10:10.
  await exhibitor.page.reload();
  await exhibitor.page.getByText('Mia Becker').waitFor();

  expect([...visitor.errors, ...organiser.errors, ...exhibitor.errors]).toEqual([]);
});
