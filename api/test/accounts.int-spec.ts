import { waitFor } from '../../infra/testing/http';
import {
  loginToken,
  randomIp,
  registration,
  request,
  sql,
  tokenFromMail,
  uniqueEmail,
  useStackWithMailbox,
} from './support/account-helpers';

/** Sign-up with e-mail verification, password recovery, login pauses, throttling and password change against the real platform.stack. */
jest.setTimeout(60_000);

describe('company accounts', () => {
  const platform = useStackWithMailbox({ demoData: false, web: false, env: { PUBLIC_ORIGIN: 'https://praxisnah.test' } });
  const { mailTo, verifiedCompany } = platform;

  it('registers a company: mail → login refused until verified → verify → login → link works once', async () => {
    const form = registration({ companyName: 'Bäckerei Groß & Söhne', email: uniqueEmail('Anmeldung').toUpperCase() });
    const email = String(form.email).toLowerCase();
    const registered = await request<{ message: string }>(platform.base, 'POST', '/api/auth/register', { body: form });
    expect(registered.status).toBe(201);
    expect(registered.body.message).toMatch(/verifizier/i);
    expect(registered.text).not.toContain(String(form.password));

    const mail = await mailTo(email, 'bestätigen');
    expect(mail.text).toContain('https://praxisnah.test/verify-email?token=');
    expect(mail.html).toContain('href="https://praxisnah.test/verify-email?token=');
    expect(mail.text).toContain('Bäckerei Groß & Söhne');

    const refused = await request<{ message: string }>(platform.base, 'POST', '/api/auth/login', {
      body: { email, password: form.password },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('verifizier');

    const [row] = await sql<Record<string, unknown>>(
      platform.stack.databaseUrl,
      `SELECT u.email::text, u.role, u.password_hash, u.email_verified_at, u.terms_accepted_at, c.id AS company_id, c.name, c.slug,
         c.package, c.contact_name, c.address, c.zip, c.city, c.latitude, c.longitude, c.contact_email::text, s.key AS sector
       FROM users u JOIN companies c ON c.id = u.company_id JOIN sectors s ON s.id = c.sector_id WHERE u.email = $1`,
      [email],
    );
    expect(row).toMatchObject({
      email,
      role: 'company',
      email_verified_at: null,
      name: 'Bäckerei Groß & Söhne',
      slug: 'baeckerei-gross-und-soehne',
      package: 'standard',
      contact_name: 'Anna Beispiel',
      address: 'Venloer Straße 12',
      zip: '50823',
      city: 'Köln',
      contact_email: email,
      sector: 'bau_handwerk',
    });
    expect(row!.terms_accepted_at).not.toBeNull();
    expect(row!.latitude).toBeCloseTo(50.95, 0);
    expect(row!.longitude).toBeCloseTo(6.9, 0);
    expect(String(row!.password_hash)).toMatch(/^scrypt\$/);
    expect(String(row!.password_hash)).not.toContain(String(form.password));
    const outbox = await sql(platform.stack.databaseUrl, `SELECT event_type, aggregate_version FROM outbox WHERE aggregate_id = $1`, [
      row!.company_id,
    ]);
    expect(outbox).toEqual([{ event_type: 'company.registered', aggregate_version: 1 }]);
    const tokens = await sql<{ token_hash: string }>(platform.stack.databaseUrl, `SELECT token_hash FROM account_tokens`);
    const token = tokenFromMail(mail, '/verify-email');
    expect(tokens.map((stored) => stored.token_hash)).not.toContain(token);

    const verified = await request<{ message: string }>(platform.base, 'POST', '/api/auth/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toContain('bestätigt');

    const login = await request<{ token: string; company: { slug: string } }>(platform.base, 'POST', '/api/auth/login', {
      body: { email: String(form.email), password: form.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.company.slug).toBe('baeckerei-gross-und-soehne');
    const profile = await request(platform.base, 'GET', '/api/company', { token: login.body.token });
    expect(profile.body).toMatchObject({
      name: 'Bäckerei Groß & Söhne',
      package: 'standard',
      contactName: 'Anna Beispiel',
      sector: 'bau_handwerk',
    });
    // The company.registered outbox record reached the search index through the workers.
    await waitFor(
      async () => (await request(platform.base, 'GET', '/api/companies/by-slug/baeckerei-gross-und-soehne')).status === 200,
      15_000,
    );

    const reused = await request<{ message: string }>(platform.base, 'POST', '/api/auth/verify-email', { body: { token } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/ungültig, abgelaufen oder wurde bereits verwendet/);
    const garbage = await request<{ message: string }>(platform.base, 'POST', '/api/auth/verify-email', {
      body: { token: 'x'.repeat(43) },
    });
    expect(garbage.status).toBe(400);
  });

  it('keeps a sign-up out of the directory and its profile until its e-mail is verified', async () => {
    const hidden = registration();
    expect((await request(platform.base, 'POST', '/api/auth/register', { body: hidden })).status).toBe(201);
    const hiddenToken = tokenFromMail(await mailTo(String(hidden.email), 'bestätigen'), '/verify-email');
    const shown = await verifiedCompany();
    const names = async () =>
      (await request<{ companies: { name: string }[] }>(platform.base, 'GET', '/api/companies/all')).body.companies.map(
        (company) => company.name,
      );
    // The verified company, signed up later, is listed: the projection has passed the unverified one.
    await waitFor(async () => (await names()).includes(String(shown.companyName)));
    expect(await names()).not.toContain(hidden.companyName);
    const [{ slug } = { slug: '' }] = await sql<{ slug: string }>(
      platform.stack.databaseUrl,
      'SELECT slug FROM companies WHERE name = $1',
      [hidden.companyName],
    );
    expect((await request(platform.base, 'GET', `/api/companies/by-slug/${slug}`)).status).toBe(404);

    expect((await request(platform.base, 'POST', '/api/auth/verify-email', { body: { token: hiddenToken } })).status).toBe(200);
    await waitFor(async () => (await names()).includes(String(hidden.companyName)));
    expect((await request(platform.base, 'GET', `/api/companies/by-slug/${slug}`)).status).toBe(200);
  });

  it('numbers the slug of a second company with the same name', async () => {
    await verifiedCompany({ companyName: 'Müller Elektrotechnik' });
    const second = registration({ companyName: 'Müller Elektrotechnik' });
    expect((await request(platform.base, 'POST', '/api/auth/register', { body: second })).status).toBe(201);
    const third = registration({ companyName: 'Müller  Elektrotechnik!' });
    expect((await request(platform.base, 'POST', '/api/auth/register', { body: third })).status).toBe(201);
    const slugs = await sql<{ slug: string }>(
      platform.stack.databaseUrl,
      `SELECT slug FROM companies WHERE slug LIKE 'mueller-elektrotechnik%' ORDER BY created_at`,
    );
    expect(slugs.map((row) => row.slug)).toEqual(['mueller-elektrotechnik', 'mueller-elektrotechnik-2', 'mueller-elektrotechnik-3']);
  });

  it('answers a sign-up with a registered address exactly like a new one and mails the owner instead', async () => {
    const existing = await verifiedCompany();
    const fresh = await request<{ message: string }>(platform.base, 'POST', '/api/auth/register', { body: registration() });
    const again = await request<{ message: string }>(platform.base, 'POST', '/api/auth/register', {
      body: registration({ email: existing.email.toUpperCase(), companyName: 'Übernahmeversuch GmbH' }),
    });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const mail = await mailTo(existing.email, 'bereits ein Konto');
    expect(mail.text).toContain('https://praxisnah.test/forgot-password');
    expect(await sql(platform.stack.databaseUrl, `SELECT 1 FROM companies WHERE name = 'Übernahmeversuch GmbH'`)).toHaveLength(0);
    // The owner's password is untouched.
    await loginToken(platform.base, existing.email, existing.password);
  });

  it('refuses weak or incomplete sign-ups with one German sentence', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ password: 'kurz1' }, /mindestens 10 Zeichen/],
      [{ password: 'nurbuchstabenhier' }, /Ziffer/],
      [{ password: '1234567890123' }, /Buchstaben/],
      [{ email: 'gleich-wie-passwort1@test.example', password: 'gleich-wie-passwort1@test.example' }, /nicht Ihre E-Mail-Adresse/],
      [{ acceptTerms: false }, /AGB/],
      [{ package: 'gold' }, /Paket/],
      [{ zip: '123' }, /fünf Ziffern/],
      [{ email: 'keine-adresse' }, /gültige E-Mail-Adresse/],
      [{ sector: 'raumfahrt' }, /Branche/],
    ];
    for (const [override, message] of cases) {
      const response = await request<{ message: string }>(platform.base, 'POST', '/api/auth/register', { body: registration(override) });
      expect({ override, status: response.status }).toEqual({ override, status: 400 });
      expect(response.body.message).toMatch(message);
      expect(Object.keys(response.body as object)).toEqual(['message']);
    }
  });

  it('resends a verification link with one answer for every address', async () => {
    const unverified = registration();
    await request(platform.base, 'POST', '/api/auth/register', { body: unverified });
    await mailTo(String(unverified.email), 'bestätigen');
    platform.mailbox.clear();
    const known = await request(platform.base, 'POST', '/api/auth/resend-verification', { body: { email: unverified.email } });
    const unknown = await request(platform.base, 'POST', '/api/auth/resend-verification', { body: { email: uniqueEmail('niemand') } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const token = tokenFromMail(await mailTo(String(unverified.email), 'bestätigen'), '/verify-email');
    expect((await request(platform.base, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
    await loginToken(platform.base, String(unverified.email), String(unverified.password));
  });

  it('resets a forgotten password through a single-use, expiring link without revealing addresses', async () => {
    const account = await verifiedCompany();
    const oldSession = await loginToken(platform.base, account.email, account.password);
    const known = await request<{ message: string }>(platform.base, 'POST', '/api/auth/forgot-password', {
      body: { email: account.email },
    });
    const unknown = await request<{ message: string }>(platform.base, 'POST', '/api/auth/forgot-password', {
      body: { email: uniqueEmail('unbekannt') },
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.text).toBe(known.text);

    const mail = await mailTo(account.email, 'Zurücksetzen');
    expect(mail.text).toContain('https://praxisnah.test/reset-password?token=');
    const token = tokenFromMail(mail, '/reset-password');

    const weak = await request<{ message: string }>(platform.base, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'ohneziffern-x' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('Ziffer');
    const sameAsEmail = await request<{ message: string }>(platform.base, 'POST', '/api/auth/reset-password', {
      body: { token, password: account.email },
    });
    expect(sameAsEmail.status).toBe(400);
    expect(sameAsEmail.body.message).toContain('nicht Ihre E-Mail-Adresse');

    const newPassword = 'neues-Passwort-4711';
    const reset = await request<{ message: string }>(platform.base, 'POST', '/api/auth/reset-password', {
      body: { token, password: newPassword },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toContain('geändert');
    expect(
      (await request(platform.base, 'POST', '/api/auth/reset-password', { body: { token, password: 'noch-ein-Passwort-1' } })).status,
    ).toBe(400);
    expect((await request(platform.base, 'GET', '/api/me', { token: oldSession })).status).toBe(401);
    expect(
      (await request(platform.base, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } })).status,
    ).toBe(401);
    await loginToken(platform.base, account.email, newPassword);

    // A newer link retires the older one; an expired link is refused.
    platform.mailbox.clear();
    await request(platform.base, 'POST', '/api/auth/forgot-password', { body: { email: account.email } });
    const first = tokenFromMail(await mailTo(account.email, 'Zurücksetzen'), '/reset-password');
    platform.mailbox.clear();
    await request(platform.base, 'POST', '/api/auth/forgot-password', { body: { email: account.email } });
    const second = tokenFromMail(await mailTo(account.email, 'Zurücksetzen'), '/reset-password');
    expect(second).not.toBe(first);
    expect(
      (await request(platform.base, 'POST', '/api/auth/reset-password', { body: { token: first, password: 'drittes-Passwort-3' } })).status,
    ).toBe(400);
    await sql(
      platform.stack.databaseUrl,
      `UPDATE account_tokens SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL AND purpose = 'reset_password'`,
    );
    const expired = await request<{ message: string }>(platform.base, 'POST', '/api/auth/reset-password', {
      body: { token: second, password: 'drittes-Passwort-3' },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toContain('abgelaufen');
    await loginToken(platform.base, account.email, newPassword);
  });

  it('pauses a client after five failed logins with "gesperrt", while the owner logs in from elsewhere', async () => {
    const account = await verifiedCompany();
    const ip = randomIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await request<{ message: string }>(platform.base, 'POST', '/api/auth/login', {
        ip,
        body: { email: account.email, password: 'falsches-Passwort-1' },
      });
      expect(failed.status).toBe(401);
    }
    const paused = await request<{ message: string }>(platform.base, 'POST', '/api/auth/login', {
      ip,
      body: { email: account.email, password: account.password },
    });
    expect(paused.status).toBe(429);
    expect(paused.body.message).toContain('gesperrt');
    await loginToken(platform.base, account.email, account.password);
  });

  it('throttles sign-up per IP and recovery per address with German 429 answers', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    let last: { message: string } | null = null;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await request<{ message: string }>(platform.base, 'POST', '/api/auth/register', { ip, body: { companyName: 'x' } });
      statuses.push(response.status);
      last = response.body;
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last?.message).toMatch(/Zu viele Anfragen/);
    // Another address is not affected.
    expect((await request(platform.base, 'POST', '/api/auth/register', { body: { companyName: 'x' } })).status).toBe(400);

    const email = uniqueEmail('gedrosselt');
    const answers: number[] = [];
    let message = '';
    for (let attempt = 0; attempt < 6; attempt += 1) {
      // Each from a different IP: only the per-address counter can stop the sixth.
      const response = await request<{ message: string }>(platform.base, 'POST', '/api/auth/forgot-password', { body: { email } });
      answers.push(response.status);
      message = response.body.message;
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    expect(message).toContain('Links angefordert');
    expect((await request(platform.base, 'POST', '/api/auth/forgot-password', { body: { email: uniqueEmail('andere') } })).status).toBe(
      202,
    );
  });

  it('changes the password with the current one and signs out every other session', async () => {
    const account = await verifiedCompany();
    const current = await loginToken(platform.base, account.email, account.password);
    const other = await loginToken(platform.base, account.email, account.password);
    expect(
      (
        await request(platform.base, 'POST', '/api/auth/change-password', {
          body: { currentPassword: account.password, newPassword: 'x1-neues-Passwort' },
        })
      ).status,
    ).toBe(401);
    const wrong = await request<{ message: string }>(platform.base, 'POST', '/api/auth/change-password', {
      token: current,
      body: { currentPassword: 'falsch-123456', newPassword: 'neues-Passwort-77' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('bisherige Passwort');
    const weak = await request<{ message: string }>(platform.base, 'POST', '/api/auth/change-password', {
      token: current,
      body: { currentPassword: account.password, newPassword: 'kurz' },
    });
    expect(weak.status).toBe(400);

    const changed = await request<{ message: string }>(platform.base, 'POST', '/api/auth/change-password', {
      token: current,
      body: { currentPassword: account.password, newPassword: 'neues-Passwort-77' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toContain('abgemeldet');
    expect((await request(platform.base, 'GET', '/api/me', { token: other })).status).toBe(401);
    expect((await request(platform.base, 'GET', '/api/me', { token: current })).status).toBe(200);
    expect(
      (await request(platform.base, 'POST', '/api/auth/login', { body: { email: account.email, password: account.password } })).status,
    ).toBe(401);
    await loginToken(platform.base, account.email, 'neues-Passwort-77');
    await mailTo(account.email, 'geändert');
  });
});
