import { startDevMailbox, type DevMailbox } from '../../infra/mailbox/dev-mailbox';
import { freePort } from '../../infra/scripts/lib/services';
import { waitFor } from '../../infra/testing/http';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { loginToken, request, sql } from './support/account-helpers';

/**
 * What moderation does to the public side, through the real outbox, workers and Meilisearch: a suspended company and
 * its offers leave the search and the profile (nothing is deleted) and come back on reactivation; a region's new area
 * moves companies between regional managers; every action is in the audit log with its reason.
 */

jest.setTimeout(90_000);

interface Page<T> {
  items: T[];
  total: number;
}

describe('moderation', () => {
  let mailbox: DevMailbox;
  let stack: TestStack;
  let admin: string;
  let manager: string;
  let companyB: { id: string; slug: string };

  const get = <T>(path: string, token?: string) => request<T>(stack.baseUrl, 'GET', path, { token });
  const post = (path: string, token: string, body?: unknown) => request(stack.baseUrl, 'POST', path, { token, body });
  /** Company B's internships the search finds (by the company filter: other companies share demo titles). */
  const searchTotal = async () => (await get<{ total: number }>(`/api/internships/search?company=${companyB.id}`)).body.total;
  const profileStatus = async () => (await get(`/api/companies/by-slug/${companyB.slug}`)).status;

  beforeAll(async () => {
    mailbox = await startDevMailbox({ smtpPort: await freePort(), httpPort: await freePort() });
    stack = await startTestStack({ web: false, env: { SMTP_URL: mailbox.smtpUrl } });
    admin = await loginToken(stack.baseUrl, 'admin@demo.example', 'admin-passwort');
    manager = await loginToken(stack.baseUrl, 'region@demo.example', 'demo-passwort');
    const tokenB = await loginToken(stack.baseUrl, 'firma2@demo.example', 'demo-passwort');
    const company = (await get<{ id: string; slug: string }>('/api/company', tokenB)).body;
    companyB = company;
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    await mailbox?.stop();
  }, 60_000);

  it('suspending a company takes it and its listings out of the search and the profile; reactivation restores them', async () => {
    const visible = await searchTotal();
    expect(visible).toBeGreaterThan(0);
    const rowsBefore = await sql(stack.databaseUrl, 'SELECT count(*)::int AS n FROM listings WHERE company_id = $1', [companyB.id]);

    const reason = 'Wiederholte Beschwerden über unbezahlte Pflichtpraktika; wir klären den Fall.';
    expect((await post(`/api/admin/companies/${companyB.id}/suspend`, admin, { reason })).status).toBe(204);
    await waitFor(async () => (await searchTotal()) === 0, 20_000);
    expect(await profileStatus()).toBe(404);
    const mail = await mailbox.waitForMail(
      (candidate) => candidate.envelopeTo.includes('firma2@demo.example') && candidate.subject.includes('gesperrt'),
    );
    expect(mail.text).toContain(reason);
    // Nothing was deleted.
    expect(await sql(stack.databaseUrl, 'SELECT count(*)::int AS n FROM listings WHERE company_id = $1', [companyB.id])).toEqual(
      rowsBefore,
    );
    // A second suspension is refused in German, not repeated.
    const again = await post(`/api/admin/companies/${companyB.id}/suspend`, admin, { reason });
    expect(again).toMatchObject({ status: 400, body: { message: 'Das Unternehmen ist bereits gesperrt.' } });

    expect((await post(`/api/admin/companies/${companyB.id}/reactivate`, admin)).status).toBe(204);
    await waitFor(async () => (await searchTotal()) === visible, 20_000);
    expect(await profileStatus()).toBe(200);
  });

  it('a too short reason is a German 400 and changes nothing', async () => {
    const response = await post(`/api/admin/companies/${companyB.id}/suspend`, admin, { reason: 'kurz' });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toContain('mindestens 10 Zeichen');
    const [row] = await sql<{ suspended_at: Date | null }>(stack.databaseUrl, 'SELECT suspended_at FROM companies WHERE id = $1', [
      companyB.id,
    ]);
    expect(row?.suspended_at).toBeNull();
  });

  it("a new area moves companies between regions, and with them the manager's reach", async () => {
    const nrwCompanies = async () => (await get<Page<{ id: string; zip: string | null }>>('/api/operator/companies', manager)).body;
    const before = await nrwCompanies();
    const cologne = before.items.find((company) => company.zip?.startsWith('50'));
    expect(cologne).toBeDefined();

    // Cologne's postcodes go to a new region: a range wins over the Bundesland NRW.
    const created = await post('/api/admin/regions', admin, { slug: 'koeln', name: 'Köln', states: [], postcodeRanges: ['50000-51999'] });
    expect(created.status).toBe(201);
    // The workers move the rows after the save answered.
    await waitFor(async () => !(await nrwCompanies()).items.some((company) => company.id === cologne!.id), 20_000);
    expect((await post(`/api/operator/companies/${cologne!.id}/verify`, manager)).status).toBe(403);

    // Giving the range up brings them back to NRW.
    const emptied = await request(stack.baseUrl, 'PATCH', '/api/admin/regions/koeln', {
      token: admin,
      body: { states: ['Saarland'], postcodeRanges: [] },
    });
    expect(emptied.status).toBe(200);
    await waitFor(async () => (await nrwCompanies()).total === before.total, 20_000);
  });

  it('the audit log names who did what, when and why; a manager reads only their region', async () => {
    const all = (
      await get<{ action: string; actorEmail: string; reason: string | null; occurredAt: string }[]>('/api/operator/audit-log', admin)
    ).body;
    const suspended = all.find((entry) => entry.action === 'company.suspended');
    expect(suspended).toMatchObject({ actorEmail: 'admin@demo.example', reason: expect.stringContaining('unbezahlte Pflichtpraktika') });
    expect(Date.parse(suspended!.occurredAt)).not.toBeNaN();
    expect(all.map((entry) => entry.action)).toEqual(expect.arrayContaining(['company.reactivated', 'region.created', 'region.updated']));
    const nrwCompany = (await get<Page<{ id: string }>>('/api/operator/companies?verified=nein', manager)).body.items[0]!;
    expect((await post(`/api/operator/companies/${nrwCompany.id}/verify`, manager)).status).toBe(204);
    const own = (await get<{ action: string; regionName: string | null }[]>('/api/operator/audit-log', manager)).body;
    expect(own.map((entry) => entry.action)).toContain('company.verified');
    expect(own.every((entry) => entry.regionName === 'Nordrhein-Westfalen')).toBe(true);
  });
});
