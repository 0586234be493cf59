/**
 * Talks with exhibitors, on phones: an admitted exhibitor opens 10-minute slots → a pupil registers → opens the talk
 * link from the confirmation mail → books a slot → the confirmation (with a calendar entry) and the exhibitor's mail
 * arrive → the organiser sees the booking on the event's management page, and the exhibitor on its own page.
 */
import type { EventView, ExhibitorApplicationView } from '@praxisnah/contracts';
import { apiFromOwnAddress, fitsPhone, mailedPath, phonePage, useEventPlatform, waitUntilIndexed } from './support/event-journey';
import { signIn } from './support/journey';

jest.setTimeout(240_000);

const platform = useEventPlatform();
const { mailTo } = platform;

test('exhibitor opens slots → pupil books one from the mail link → both mails → organiser and exhibitor see it', async () => {
  const organiserLogin = await apiFromOwnAddress<{ token: string }>(platform, 'POST', '/api/auth/login', {
    email: 'firma@demo.example',
    password: 'demo-passwort',
  });
  const exhibitorLogin = await apiFromOwnAddress<{ token: string }>(platform, 'POST', '/api/auth/login', {
    email: 'firma2@demo.example',
    password: 'demo-passwort',
  });
  const event = await apiFromOwnAddress<EventView>(
    platform,
    'POST',
    '/api/events',
    {
      title: 'Azubi-Speed-Dating Köln',
      eventDate: '2030-04-11',
      startTime: '09:00',
      endTime: '14:00',
      location: 'Forum',
      city: 'Köln',
      registrationRequired: true,
      maxParticipants: 50,
    },
    organiserLogin.body.token,
  );
  expect(event.status).toBe(201);
  const eventId = event.body.id;
  const applied = await apiFromOwnAddress<ExhibitorApplicationView>(
    platform,
    'POST',
    `/api/events/${eventId}/exhibitor-applications`,
    { contactName: 'Jana Roth', contactEmail: 'jana@zweite.example', standWishes: '', message: '' },
    exhibitorLogin.body.token,
  );
  expect(applied.status).toBe(201);
  const accepted = await apiFromOwnAddress(
    platform,
    'POST',
    `/api/events/${eventId}/management/exhibitors/${applied.body.id}`,
    { status: 'accepted', message: 'Willkommen!' },
    organiserLogin.body.token,
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
  await visitor.page.getByRole('textbox', { name: 'Dein Name' }).fill('Lena Schulz');
  await visitor.page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('lena.schulz@schule.example');
  await visitor.page.getByRole('checkbox', { name: /einverstanden/ }).check();
  await visitor.page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await visitor.page.getByText(/Du bist angemeldet!/).waitFor();
  const confirmation = await mailTo('lena.schulz@schule.example', 'Anmeldung bestätigt');

  await visitor.page.goto(mailedPath(confirmation, /https?:\/\/\S+\/gespraeche\?token=\S+/));
  await visitor.page.getByText('Hallo Lena Schulz!').waitFor();
  await fitsPhone(visitor.page);
  await visitor.page.getByRole('button', { name: '10:10 Uhr bei Zweite Demo GmbH buchen' }).click();
  await visitor.page.getByText('Gebucht: 10:10–10:20 Uhr bei Zweite Demo GmbH.', { exact: false }).waitFor();
  // One talk per exhibitor: its other times are gone from the page.
  await visitor.page.getByText('Hier hast du schon einen Termin.', { exact: false }).waitFor();
  expect(await visitor.page.getByRole('button', { name: /bei Zweite Demo GmbH buchen/ }).count()).toBe(0);
  await fitsPhone(visitor.page);

  const booked = await mailTo('lena.schulz@schule.example', 'Gesprächstermin bei Zweite Demo GmbH');
  expect(booked.text).toContain('10:10–10:20 Uhr');
  expect(booked.attachments.map((file) => file.filename)).toContain('gespraech.ics');
  expect((await mailTo('jana@zweite.example', 'Neuer Gesprächstermin: 10:10')).text).toContain('Lena Schulz');

  // The organiser sees the booking on the management page, on a phone.
  const organiser = await phonePage(platform);
  await signIn(organiser.page, 'firma@demo.example', 'demo-passwort', /\/dashboard/);
  await organiser.page.goto(`/event-management/${eventId}`);
  const talks = organiser.page.getByRole('region', { name: /Gespräche mit Ausstellern/ });
  await talks.getByText('10:10–10:20 Uhr · Zweite Demo GmbH').waitFor();
  await talks.getByText(/Lena Schulz/).waitFor();
  await fitsPhone(organiser.page);

  // And the exhibitor sees who comes at 10:10.
  await exhibitor.page.reload();
  await exhibitor.page.getByText('Lena Schulz').waitFor();

  expect([...visitor.errors, ...organiser.errors, ...exhibitor.errors]).toEqual([]);
});
