import { Redis } from 'ioredis';
import { Meilisearch } from 'meilisearch';
import type { ListingSearchResult } from '@praxisnah/contracts';
import { recentListingsKey } from '@praxisnah/read-models';
import { call, DEMO, login, newInternship, randomIp, uniqueWord, waitFor } from '../../infra/testing/http';
import { recentListingsSettled, startTestStack, type TestStack } from '../../infra/testing/stack';

/** Documents for an index no search asks: enough to keep the large Meilisearch indexing for several seconds. */
const BALLAST_DOCUMENTS = 250_000;

/**
 * The listings changed in the last seconds live in a second Meilisearch until the large index has them
 * (read-models/src/recent-listings.ts). With the large instance kept busy, visitors must still find a new listing,
 * stop finding one taken offline, and see an edited one only as it is now; counts and pages stay those of one index.
 */
describe('recent listings beside the large index', () => {
  let stack: TestStack;
  let large: Meilisearch;
  let recent: Meilisearch;
  let redis: Redis;
  let token: string;
  let listingsUid: string;

  const search = async (query: Record<string, string>) => {
    const response = await call<ListingSearchResult>(stack.baseUrl, 'GET', `/api/internships/search?${new URLSearchParams(query)}`, {
      ip: randomIp(),
    });
    expect(response.status).toBe(200);
    return response.body;
  };
  const idsFound = async (q: string) => (await search({ q })).items.map((item) => item.id);
  const inLargeIndex = (id: string) =>
    large
      .index(listingsUid)
      .getDocument(id)
      .then(() => true)
      .catch(() => false);
  const recentIds = () => redis.hkeys(recentListingsKey(listingsUid));
  const publish = async (title: string, overrides: Record<string, unknown> = {}) => {
    const body = newInternship({ title, ...overrides });
    const response = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', { token, body });
    expect(response.status).toBe(201);
    return response.body.id;
  };

  /**
   * Enqueues indexing work on the large Meilisearch; every listing change queues behind it there. Each time into a new
   * index: Meilisearch skips documents it already holds unchanged.
   */
  let ballasts = 0;
  const ballastTasks: number[] = [];
  const occupyLargeIndex = async () => {
    const documents = Array.from({ length: BALLAST_DOCUMENTS }, (_, n) => ({ id: n, text: `ballast wort${n} zeile${n % 977}` }));
    const { taskUid } = await large.index(`${stack.env.MEILI_INDEX_PREFIX}ballast${++ballasts}`).addDocuments(documents);
    ballastTasks.push(taskUid);
    return taskUid;
  };
  const largeIndexBusy = async (taskUid: number) => (await large.tasks.getTask(taskUid)).status !== 'succeeded';
  /**
   * Until the large index holds every change and the recent one is empty again. What was to be seen while the large
   * index was busy has been seen by then, so its ballast is cancelled rather than indexed to the end (minutes of CPU).
   */
  const settled = async () => {
    if (ballastTasks.length > 0) await large.tasks.cancelTasks({ uids: ballastTasks.splice(0) }).waitTask();
    await recentListingsSettled(stack, 120_000);
  };

  beforeAll(async () => {
    stack = await startTestStack({ web: false });
    expect(stack.env.MEILI_RECENT_URL).toBeDefined();
    large = new Meilisearch({ host: stack.env.MEILI_URL!, apiKey: stack.env.MEILI_MASTER_KEY });
    recent = new Meilisearch({ host: stack.env.MEILI_RECENT_URL!, apiKey: stack.env.MEILI_MASTER_KEY });
    redis = new Redis(stack.env.REDIS_URL!);
    listingsUid = `${stack.env.MEILI_INDEX_PREFIX}listings`;
    token = await login(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
  });

  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
  });

  it('finds a new listing and shows its page before the large index has it, then hands it over', async () => {
    const ballast = await occupyLargeIndex();
    const word = uniqueWord('Frischling');
    const id = await publish(`Praktikum ${word} Werkstatt (m/w/d)`);

    await waitFor(async () => (await idsFound(word)).includes(id), 30_000, 50, 'New listing found');
    expect(await largeIndexBusy(ballast)).toBe(true);
    expect(await inLargeIndex(id)).toBe(false);
    expect(await recentIds()).toContain(id);
    const detail = await call<{ id: string; title: string }>(stack.baseUrl, 'GET', `/api/internships/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.title).toContain(word);
    const company = await call<{ slug: string }>(stack.baseUrl, 'GET', '/api/company', { token });
    const profile = await call<{ listings: { id: string }[] }>(stack.baseUrl, 'GET', `/api/companies/by-slug/${company.body.slug}`);
    expect(profile.body.listings[0]?.id).toBe(id);

    await settled();
    expect(await inLargeIndex(id)).toBe(true);
    await waitFor(
      async () => (await recent.index(listingsUid).getDocuments({ filter: `id = "${id}"` })).results.length === 0,
      10_000,
      50,
      'Recent copy deleted',
    );
    expect(await idsFound(word)).toEqual([id]);
  }, 180_000);

  it('hides a listing taken offline at once and finds an edited one by its new title only', async () => {
    const before = uniqueWord('Vorher');
    const [offline, edited] = [await publish(`Praktikum ${before} Lager (m/w/d)`), await publish(`Praktikum ${before} Büro (m/w/d)`)];
    await waitFor(async () => (await idsFound(before)).length === 2, 30_000, 50, 'Both found');
    await settled();
    expect((await idsFound(before)).sort()).toEqual([offline, edited].sort());

    const ballast = await occupyLargeIndex();
    const after = uniqueWord('Nachher');
    expect((await call(stack.baseUrl, 'PATCH', `/api/internships/${offline}/status`, { token, body: { status: 'pausiert' } })).status).toBe(
      200,
    );
    const body = newInternship({ title: `Praktikum ${after} Büro (m/w/d)` });
    expect((await call(stack.baseUrl, 'PATCH', `/api/internships/${edited}`, { token, body })).status).toBe(200);

    await waitFor(async () => (await idsFound(after)).includes(edited), 30_000, 50, 'Edited listing found by its new title');
    expect(await largeIndexBusy(ballast)).toBe(true);
    // The large index still holds both old copies; visitors see neither.
    expect(await inLargeIndex(offline)).toBe(true);
    expect(await idsFound(before)).toEqual([]);
    expect((await call(stack.baseUrl, 'GET', `/api/internships/${offline}`)).status).toBe(404);
    await settled();
    expect(await idsFound(before)).toEqual([]);
    expect(await idsFound(after)).toEqual([edited]);
  }, 180_000);

  it('counts and pages as one index would while listings are recent', async () => {
    const word = uniqueWord('Seitenweise');
    const ballast = await occupyLargeIndex();
    const published = [];
    for (let n = 0; n < 4; n++) published.push(await publish(`Praktikum ${word} Lauf ${n} (m/w/d)`));
    await waitFor(async () => (await idsFound(word)).length === 4, 30_000, 50, 'All four found');
    expect(await largeIndexBusy(ballast)).toBe(true);
    expect(await recentIds()).toEqual(expect.arrayContaining(published));

    // Every listing of the demo data and the four new ones, by pages of seven: each exactly once.
    const everyPage = async () => {
      const first = await search({ pageSize: '7', page: '1', sort: 'newest' });
      const pages = [first];
      for (let page = 2; page <= Math.ceil(first.total / 7); page++)
        pages.push(await search({ pageSize: '7', page: String(page), sort: 'newest' }));
      return { total: first.total, facets: first.facets, ids: pages.flatMap((result) => result.items.map((item) => item.id)) };
    };
    const whileRecent = await everyPage();
    expect(new Set(whileRecent.ids).size).toBe(whileRecent.ids.length);
    expect(whileRecent.ids).toHaveLength(whileRecent.total);
    expect(whileRecent.ids.slice(0, 4).sort()).toEqual([...published].sort());

    await settled();
    const once = await everyPage();
    expect(whileRecent.total).toBe(once.total);
    expect(whileRecent.facets).toEqual(once.facets);
    expect(new Set(whileRecent.ids)).toEqual(new Set(once.ids));
  }, 240_000);

  it('answers searches by place, distance and sector as one index would while listings are recent', async () => {
    const word = uniqueWord('Ortsnah');
    // Two ballasts: the five searches below must all run before the large index has the new listings.
    await occupyLargeIndex();
    const ballast = await occupyLargeIndex();
    const cologne = await publish(`Praktikum ${word} Domblick (m/w/d)`);
    const munich = await publish(`Praktikum ${word} Altstadt (m/w/d)`, { sector: 'it_kommunikation', city: 'München', zip: '80331' });
    await waitFor(async () => (await idsFound(word)).length === 2, 30_000, 50, 'Both found');

    const nearMunich = { lat: '48.137', lon: '11.575', radius: '25' };
    const searches: Record<string, string>[] = [
      { q: word, ...nearMunich },
      // Köln lies about 460 km from München: nearest first, both in this order.
      { q: word, ...nearMunich, radius: '600', sort: 'distance' },
      { q: word, sector: 'it_kommunikation' },
      { ...nearMunich, sector: 'it_kommunikation,industrie_produktion' },
      // Words no recent listing holds: the recent index finds none, and the large one's answer must stand as it is.
      { q: 'Pflege', lat: '50.938', lon: '6.960', radius: '50' },
    ];
    // The order of a page sorted by distance is part of the answer; other pages are compared as sets.
    const answer = async (query: Record<string, string>) => {
      const result = await search(query);
      const ids = result.items.map((item) => item.id);
      return { total: result.total, facets: result.facets, ids: query.sort ? ids : ids.sort() };
    };
    const whileRecent = [];
    for (const query of searches) whileRecent.push(await answer(query));
    expect(await largeIndexBusy(ballast)).toBe(true);
    expect(await recentIds()).toEqual(expect.arrayContaining([cologne, munich]));
    expect(whileRecent[0]!.ids).toEqual([munich]);
    expect(whileRecent[1]!.ids).toEqual([munich, cologne]);
    expect(whileRecent[2]!.ids).toEqual([munich]);
    expect(whileRecent[3]!.ids).toContain(munich);
    expect(whileRecent[3]!.ids).not.toContain(cologne);

    await settled();
    const once = [];
    for (const query of searches) once.push(await answer(query));
    expect(whileRecent).toEqual(once);
  }, 180_000);
});
