import { Queue } from 'bullmq';
import { QUEUES, type AdminAnalytics, type AnalyticsFact, type CompanyAnalytics, type OwnListing } from '@praxisnah/contracts';
import { uniqueWord, waitFor } from '../../infra/testing/http';
import { berlinDate } from '../src/shared/calendar/berlin-date';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { loginToken, request, sql } from './support/account-helpers';

/** The dashboards' numbers end to end: facts recorded by the real API, counted by the real workers, read back by role. */
jest.setTimeout(60_000);

describe('analytics dashboards', () => {
  let stack: TestStack;
  let admin: string;
  let companyA: string;
  let companyB: string;
  const today = () => berlinDate();

  beforeAll(async () => {
    stack = await startTestStack({ web: false });
    [admin, companyA, companyB] = await Promise.all([
      loginToken(stack.baseUrl, 'admin@demo.example', 'admin-passwort'),
      loginToken(stack.baseUrl, 'firma@demo.example', 'demo-passwort'),
      loginToken(stack.baseUrl, 'firma2@demo.example', 'demo-passwort'),
    ]);
  }, 180_000);

  afterAll(() => stack?.stop(), 60_000);

  const overview = (query: string) => request<AdminAnalytics>(stack.baseUrl, 'GET', `/api/admin/analytics?${query}`, { token: admin });
  const ownNumbers = (token: string) => request<CompanyAnalytics>(stack.baseUrl, 'GET', '/api/company/analytics', { token });

  /** Köln's Kreisschlüssel (05315): a kreisfreie Stadt is its own district. */
  const COLOGNE = 5315;

  it('shows the admin a search that found nothing under its district, words and region, and not under another region', async () => {
    const word = uniqueWord('Zeppelinbauer');
    const searched = await request<{ total: number }>(
      stack.baseUrl,
      'GET',
      `/api/internships/search?q=${word}&location=K%C3%B6ln&radius=25`,
    );
    expect(searched.body.total).toBe(0);
    const [{ region } = { region: 0 }] = await sql<{ region: number }>(
      stack.databaseUrl,
      'SELECT analytics_region_at(50.9375, 6.9603) AS region',
    );
    const range = `from=${today()}&to=${today()}`;
    const { value: row } = await waitFor(async () => {
      const found = (await overview(range)).body.unmetDemand.find((candidate) => candidate.query === word.toLowerCase());
      return found;
    }, 15_000);
    expect(row).toMatchObject({ districtCode: COLOGNE, district: 'Köln', vertical: 'praktikum', searches: 1, zeroResults: 1 });
    const all = (await overview(range)).body;
    expect(all.totals.searches).toBeGreaterThanOrEqual(1);
    const cologne = all.districts.find((district) => district.districtCode === COLOGNE);
    expect(cologne).toMatchObject({ district: 'Köln' });
    expect(cologne?.zeroResults).toBeGreaterThanOrEqual(1);
    // The search's visitor counts in Köln's region, and nowhere else.
    expect(all.regions.find((candidate) => candidate.regionId === region)?.visitors).toBeGreaterThanOrEqual(1);
    expect(all.searchesPerDay.some((day) => day.day === today() && day.vertical === 'praktikum' && day.count >= 1)).toBe(true);

    const [{ other } = { other: 0 }] = await sql<{ other: number }>(
      stack.databaseUrl,
      'SELECT min(id) AS other FROM regions WHERE id <> $1',
      [region],
    );
    const elsewhere = (await overview(`${range}&region=${other}`)).body;
    expect(elsewhere.unmetDemand.find((candidate) => candidate.query === word.toLowerCase())).toBeUndefined();
    expect(elsewhere.districts.find((district) => district.districtCode === COLOGNE)).toBeUndefined();
    const own = (await overview(`${range}&region=${region}`)).body;
    expect(own.unmetDemand.some((candidate) => candidate.query === word.toLowerCase())).toBe(true);
    expect(own.totals.visitors).toBeGreaterThanOrEqual(1);
  });

  it('counts a search delivered twice to the analytics worker once, in every table it shows in', async () => {
    const word = uniqueWord('Glockengiesser');
    expect(
      (await request<{ total: number }>(stack.baseUrl, 'GET', `/api/ausbildungsplaetze/search?q=${word}&location=K%C3%B6ln`)).body.total,
    ).toBe(0);
    const range = `from=${today()}&to=${today()}`;
    const unmetRow = async () => (await overview(range)).body.unmetDemand.find((candidate) => candidate.query === word.toLowerCase());
    const { value: first } = await waitFor(unmetRow, 15_000);
    expect(first).toMatchObject({ districtCode: COLOGNE, vertical: 'ausbildung', searches: 1, zeroResults: 1 });
    const before = (await overview(range)).body;

    // The fact as the worker received it, delivered again under another job id (as after a lost acknowledgement).
    const [stored] = await sql<{ sourceId: string; occurredAt: Date; data: Record<string, unknown> }>(
      stack.databaseUrl,
      `SELECT source_id AS "sourceId", occurred_at AS "occurredAt", event_data AS data FROM analytics_events
       WHERE event_type = 'search' AND event_data->>'query' = $1`,
      [word.toLowerCase()],
    );
    const fact: AnalyticsFact = {
      factId: stored!.sourceId.replace(/^fact:/, ''),
      type: 'search',
      occurredAt: new Date(stored!.occurredAt).toISOString(),
      visitorHash: null,
      entityId: null,
      companyId: null,
      vertical: 'ausbildung',
      position: { latitude: 50.93333, longitude: 6.95 },
      search: {
        query: word.toLowerCase(),
        sector: String(stored!.data.sector ?? ''),
        place: 'Köln',
        districtCode: COLOGNE,
        filters: {},
        results: 0,
      },
      data: {},
    };
    const queue = new Queue(QUEUES.analytics, { connection: { url: stack.env.REDIS_URL }, prefix: stack.env.QUEUE_PREFIX });
    try {
      const job = await queue.add('record-facts', { facts: [fact] }, { jobId: `replay-${fact.factId}` });
      await waitFor(async () => ((await job.getState()) === 'completed' ? true : undefined), 15_000);
    } finally {
      await queue.close();
    }
    const after = (await overview(range)).body;
    expect(after.unmetDemand.find((candidate) => candidate.query === word.toLowerCase())).toMatchObject({ searches: 1, zeroResults: 1 });
    expect(after.totals.searches).toBe(before.totals.searches);
    expect(after.districts.find((district) => district.districtCode === COLOGNE)).toEqual(
      before.districts.find((district) => district.districtCode === COLOGNE),
    );
  });

  it('answers a range it cannot read with a German 400', async () => {
    const reversed = await overview('from=2026-11-20&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual({ message: expect.stringContaining('Startdatum') });
    const tooLong = await overview('from=2024-01-01&to=2026-11-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: expect.stringContaining('366 Tage') });
  });

  it("counts a company's listing views for that company alone", async () => {
    const listings = (await request<OwnListing[]>(stack.baseUrl, 'GET', '/api/company/internships', { token: companyA })).body;
    const listing = listings.find((candidate) => candidate.status === 'aktiv')!;
    const before = (await ownNumbers(companyA)).body.listings.find((row) => row.listingId === listing.id)!.views;
    for (let view = 0; view < 2; view += 1)
      expect((await request(stack.baseUrl, 'GET', `/api/internships/${listing.id}`)).status).toBe(200);
    await waitFor(async () => {
      const row = (await ownNumbers(companyA)).body.listings.find((candidate) => candidate.listingId === listing.id);
      return row?.views === before + 2 || undefined;
    }, 15_000);
    const seenByB = await ownNumbers(companyB);
    expect(seenByB.status).toBe(200);
    expect(seenByB.text).not.toContain(listing.id);
    expect(seenByB.text).not.toContain(listing.title);
  });

  it('shows a company what was searched near it in its sector, counts below five as "< 5"', async () => {
    const [company] = await sql<{ city: string; sector: string }>(
      stack.databaseUrl,
      `SELECT c.city, s.key AS sector FROM companies c JOIN sectors s ON s.id = c.sector_id WHERE c.slug = 'demo-werkstatt-gmbh'`,
    );
    const word = uniqueWord('Lackierer');
    const search = () =>
      request(
        stack.baseUrl,
        'GET',
        `/api/internships/search?q=${word}&sector=${company!.sector}&location=${encodeURIComponent(company!.city)}`,
      );
    const nearbyRow = async () => (await ownNumbers(companyA)).body.nearby.rows.find((row) => row.query === word.toLowerCase());
    for (let count = 0; count < 2; count += 1) await search();
    const { value: few } = await waitFor(nearbyRow, 15_000);
    expect(few).toMatchObject({ searches: null, zeroResults: null, averageResults: null });
    for (let count = 0; count < 3; count += 1) await search();
    const { value: five } = await waitFor(async () => {
      const row = await nearbyRow();
      return row?.searches === 5 ? row : undefined;
    }, 15_000);
    expect(five).toMatchObject({ searches: 5, zeroResults: 5, averageResults: 0 });
    expect((await ownNumbers(companyB)).text).not.toContain(word.toLowerCase());
  });
});
