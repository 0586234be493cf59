import { randomUUID } from 'node:crypto';
import { Meilisearch } from 'meilisearch';
import {
  ausbildungStartOptions,
  ausbildungStartValues,
  haversineKm,
  type CompanyView,
  type EventView,
  type ListingCard,
  type ListingDetail,
  type ListingSearchResult,
  type PlatformStats,
  type SmartSearchResult,
} from '@praxisnah/contracts';
import { germanAnalyzer, type ListingDocument } from '@praxisnah/read-models';
import { call, DEMO, login, newInternship, uniqueWord, waitFor } from '../../infra/testing/http';
import { recentListingsSettled, startTestStack, type TestStack } from '../../infra/testing/stack';
import { postcodeStates } from '../src/modules/geo/gazetteer';
import { berlinDate } from '../src/shared/calendar/berlin-date';

const LONG_DESCRIPTION = [
  'Du möchtest wissen, wie aus Wind Strom wird? In unserem Windpark an der Nordseeküste begleitest du unser Serviceteam ' +
    'bei Wartung und Inspektion der Anlagen, lernst die Leitwarte kennen und wertest mit uns Messdaten aus.',
  'Aufgaben:\n- Rundgänge mit dem Serviceteam\n- Auswertung von Messdaten in der Leitwarte',
  'Wir bieten:\n- Eine feste Ansprechperson\n- Einen Einblick in alle Abteilungen',
].join('\n\n');

/** Search as a German school-leaver uses it, against the real read models built from the demo data. */
describe('search API', () => {
  let stack: TestStack;
  let meili: Meilisearch;
  const created: Record<string, string> = {};

  const search = (query: string, path = '/api/internships/search') => call<ListingSearchResult>(stack.baseUrl, 'GET', `${path}?${query}`);
  const ids = (result: ListingSearchResult) => result.items.map((item) => item.id);

  beforeAll(async () => {
    stack = await startTestStack({ web: false });
    meili = new Meilisearch({ host: stack.env.MEILI_URL!, apiKey: stack.env.MEILI_MASTER_KEY });
    const token = await login(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
    const listings: Record<string, Record<string, unknown>> = {
      industriemechaniker: newInternship({ title: 'Praktikum Industriemechaniker Zerspanung (m/w/d)' }),
      softwareentwicklung: newInternship({ title: 'Praktikum Softwareentwicklung Backend (m/w/d)', sector: 'it_kommunikation' }),
      strassenbau: newInternship({ title: 'Schülerpraktikum Straßenbau (m/w/d)', sector: 'bau_handwerk' }),
      kraftwerk: newInternship({
        title: 'Praktikum Kraftwerkstechnik in Köln (m/w/d)',
        sector: 'energie_umwelt',
        city: 'Köln',
        zip: '50667',
      }),
      windpark: newInternship({
        title: 'Praktikum Windparkbetrieb an der Küste (m/w/d)',
        sector: 'energie_umwelt',
        description: LONG_DESCRIPTION,
        contactEmail: 'windpark@example.org',
      }),
      // Far from every demo listing, so a search around it sees this listing alone.
      socialMedia: newInternship({ title: 'Praktikum Social Media Redaktion (m/w/d)', city: 'Helgoland', zip: '27498' }),
      // A care job and its closest related one, alone on the island.
      pflege: newInternship({ title: 'Schülerpraktikum Pflegefachkraft (m/w/d)', city: 'Helgoland', zip: '27498' }),
      pflegeassistenz: newInternship({ title: 'Schülerpraktikum Pflegefachassistent (m/w/d)', city: 'Helgoland', zip: '27498' }),
    };
    for (const [key, body] of Object.entries(listings)) {
      const response = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', { token, body });
      expect(response.status).toBe(201);
      created[key] = response.body.id;
    }
    await waitFor(async () => {
      const found = await Promise.all(
        Object.values(created).map(async (id) => (await call(stack.baseUrl, 'GET', `/api/internships/${id}`)).status === 200),
      );
      return found.every(Boolean) || undefined;
    }, 30_000);
    // Some tests read the large index itself.
    await recentListingsSettled(stack);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  describe('understands German words', () => {
    it.each([
      ['a compound by its second part', 'mechaniker', 'industriemechaniker'],
      ['a compound by its last part', 'entwicklung', 'softwareentwicklung'],
      ['ß written as ss', 'strassenbau', 'strassenbau'],
      ['a typo', 'Industriemechanikr', 'industriemechaniker'],
      ['Informatik meaning IT', 'Informatik Backend', 'softwareentwicklung'],
      ['plural Praktika for Praktikum', 'Praktika Kraftwerkstechnik', 'kraftwerk'],
      ['a missing umlaut', 'koln kraftwerkstechnik', 'kraftwerk'],
    ])('finds %s ("%s")', async (_what, query, key) => {
      const result = await search(`q=${encodeURIComponent(query)}`);
      expect(result.status).toBe(200);
      expect(ids(result.body)).toContain(created[key]);
    });

    it('matches a word whole, never by fragments of it ("Mechatroniker" finds nothing in "Social Media")', async () => {
      const onHelgoland = 'location=Helgoland&radius=5';
      expect(ids((await search(`q=Social%20Media&${onHelgoland}`)).body)).toContain(created.socialMedia);
      const mechatroniker = await search(`q=Mechatroniker&${onHelgoland}`);
      expect(mechatroniker.status).toBe(200);
      expect(mechatroniker.body.items).toEqual([]);
      expect(mechatroniker.body.total).toBe(0);
    });

    it('treats Azubi and Lehre as Ausbildung', async () => {
      const azubi = await search('q=Azubi', '/api/ausbildungsplaetze/search');
      const lehre = await search('q=Lehre', '/api/ausbildungsplaetze/search');
      expect(azubi.body.total).toBeGreaterThan(0);
      expect(lehre.body.total).toBeGreaterThan(0);
      expect(azubi.body.items.every((item) => item.isAusbildung)).toBe(true);
    });

    it('shows only listings with every word when some have them all ("Industriemechaniker Zerspanung")', async () => {
      const both = await search(`q=${encodeURIComponent('Industriemechaniker Zerspanung')}`);
      expect(ids(both.body)).toContain(created.industriemechaniker);
      expect(both.body.items.map((item) => item.title).filter((title) => !/Zerspanung/.test(title))).toEqual([]);
      // Other Industriemechaniker listings exist: a search that let the last word go unmatched would show them.
      expect((await search('q=Industriemechaniker')).body.total).toBeGreaterThan(both.body.total);
    });

    it('shows what one of the words finds when all of them together find nothing, and says which', async () => {
      // Meilisearch drops words from the end: a first word that matches nothing would leave the page empty.
      const typed = 'Quokkazucht Kraftwerkstechnik';
      const result = await search(`q=${encodeURIComponent(typed)}`);
      expect(result.status).toBe(200);
      expect(ids(result.body)).toContain(created.kraftwerk);
      expect(result.body.interpretation?.fewerWords).toEqual({ typed, searched: 'Kraftwerkstechnik' });
      // A word of any job's listings ("Schnupperpraktikum") would show a page of anything.
      const anything = await search(`q=${encodeURIComponent('Quokkazucht Schnupperpraktikum')}`);
      expect(anything.body.total).toBe(0);
      expect(anything.body.interpretation?.fewerWords).toBeUndefined();
      const together = await search(`q=${encodeURIComponent('Kraftwerkstechnik Praktikum')}`);
      expect(ids(together.body)).toContain(created.kraftwerk);
      expect(together.body.interpretation?.fewerWords).toBeUndefined();
    });
  });

  describe('shows related jobs beside a job that finds only a few listings', () => {
    const onHelgoland = 'location=Helgoland&radius=5';

    it('lists the related job’s listings apart, outside the total and the facets, and says which jobs they are', async () => {
      const { body } = await search(`q=Krankenschwester&${onHelgoland}`);
      expect(ids(body)).toEqual([created.pflege]);
      expect(body.total).toBe(1);
      expect(Object.values(body.facets['type.key'] ?? {}).reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(body.relatedItems?.map((item) => item.id)).toEqual([created.pflegeassistenz]);
      expect(body.interpretation?.relatedJobsAdded).toEqual({
        typed: 'Krankenschwester',
        names: expect.arrayContaining(['Pflegefachassistent']),
      });
    });

    it('shows each of several jobs named where no listing is all of them, and says so', async () => {
      const { body } = await search(`q=${encodeURIComponent('Pflegefachkraft oder Pflegefachassistent')}&${onHelgoland}`);
      expect(ids(body)).toEqual([created.pflege, created.pflegeassistenz]);
      expect(body.total).toBe(2);
      expect(body.interpretation?.eachJob).toEqual(['Pflegefachkraft', 'Pflegefachassistent']);
      expect(body.interpretation?.fewerWords).toBeUndefined();
      const secondPage = await search(`q=${encodeURIComponent('Pflegefachkraft Pflegefachassistent')}&${onHelgoland}&pageSize=1&page=2`);
      expect(ids(secondPage.body)).toEqual([created.pflegeassistenz]);
    });

    it('adds none where the words are no job, nor on a later page', async () => {
      const other = await search(`q=Schülerpraktikum&${onHelgoland}`);
      expect(other.body.relatedItems).toBeUndefined();
      expect(other.body.interpretation?.relatedJobsAdded).toBeUndefined();
      const later = await search(`q=Krankenschwester&${onHelgoland}&page=2`);
      expect(later.body.relatedItems).toBeUndefined();
    });
  });

  it('reads a pupil’s age in the Praktika search as a Schülerpraktikum, and says so', async () => {
    const { body } = await search('q=Praktikum%20mit%2015&location=Helgoland&radius=5');
    expect(ids(body)).toEqual(expect.arrayContaining([created.pflege, created.pflegeassistenz]));
    expect(body.items.every((item) => item.type?.key === 'schuelerpraktikum')).toBe(true);
    expect(body.interpretation?.aboutSearcher).toBeUndefined();
    expect(body.interpretation?.widened).toContainEqual({ typed: 'mit 15', alsoSearched: expect.arrayContaining(['Schülerpraktikum']) });
    const older = await search('q=Praktikum%20mit%2018&location=Helgoland&radius=5');
    expect(older.body.interpretation?.aboutSearcher).toEqual(['mit 18']);
    expect(older.body.total).toBeGreaterThan(2);
  });

  describe('reads school-leaving qualifications as what the listing asks for', () => {
    // One word of our own in every title, so the demo data's Ausbildungen stay out of the counts.
    const trade = uniqueWord('Gewerk');
    // A trade whose only listing asks for the Abitur.
    const studyTrade = uniqueWord('Studiengang');
    const asking: Record<string, string> = {};

    beforeAll(async () => {
      const token = await login(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
      const requirements = {
        hauptschule: [trade, 'Mindestens ein guter Hauptschulabschluss'],
        mittlereReife: [trade, 'Die Mittlere Reife'],
        abitur: [trade, 'Abitur oder Fachhochschulreife'],
        study: [studyTrade, 'Abitur'],
      };
      for (const [key, [title, requirement]] of Object.entries(requirements)) {
        const response = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', {
          token,
          body: {
            title: `Ausbildung ${title} (m/w/d)`,
            description: `Drei Jahre Ausbildung mit Berufsschule.\n\nAnforderungen:\n- ${requirement}\n- Freude an Technik`,
            sector: 'industrie_produktion',
            isAusbildung: true,
            ausbildungStart: ausbildungStartValues(new Date())[0],
            status: 'aktiv',
          },
        });
        expect(response.status).toBe(201);
        asking[key] = response.body.id;
      }
      await waitFor(async () => {
        const found = await search(`q=${trade}&pageSize=10`, '/api/ausbildungsplaetze/search');
        const study = await search(`q=${studyTrade}`, '/api/ausbildungsplaetze/search');
        return (found.body.total === 3 && study.body.total === 1) || undefined;
      }, 30_000);
      await recentListingsSettled(stack);
    });

    const found = async (qualification: string) =>
      (await search(`q=${encodeURIComponent(`${trade} ${qualification}`)}&pageSize=10`, '/api/ausbildungsplaetze/search')).body;

    it('finds with a Realschulabschluss the listings asking for it or less, and none asking for the Abitur', async () => {
      const result = await found('Realschulabschluss');
      expect(ids(result).sort()).toEqual([asking.hauptschule, asking.mittlereReife].sort());
      expect(result.interpretation?.widened).toContainEqual({
        typed: 'Realschulabschluss',
        alsoSearched: ['Mittlerer Schulabschluss', 'Hauptschulabschluss'],
      });
    });

    it('finds with the Abitur every listing, and with a Hauptschulabschluss only those asking for it', async () => {
      expect((await found('Abitur')).total).toBe(3);
      expect(ids(await found('Hauptschulabschluss'))).toEqual([asking.hauptschule]);
    });

    it('shows the job when no listing of it fits the qualification, and says the qualification was left out', async () => {
      const typed = `${studyTrade} Realschulabschluss`;
      const result = (await search(`q=${encodeURIComponent(typed)}`, '/api/ausbildungsplaetze/search')).body;
      expect(ids(result)).toEqual([asking.study]);
      expect(result.interpretation?.fewerWords).toEqual({ typed, searched: studyTrade });
    });
  });

  describe('reads what a listing says it is before the free text of its description', () => {
    const word = uniqueWord('Quokka');
    const onlyDescribed = uniqueWord('Wombat');
    const onlyTagged = uniqueWord('Numbat');
    const listed: Record<string, string> = {};

    beforeAll(async () => {
      const token = await login(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
      for (const [key, body] of [
        ['named', newInternship({ title: `Schülerpraktikum ${word} (m/w/d)` })],
        [
          'mentioned',
          newInternship({
            title: 'Praktikum Qualitätsprüfung (m/w/d)',
            description: `Du prüfst Bauteile, hilfst gelegentlich im ${word} aus und zählst bei der ${onlyDescribed} mit.`,
          }),
        ],
        ['tagged', newInternship({ title: 'Praktikum Warenannahme (m/w/d)', skills: [word, onlyTagged] })],
      ] as const) {
        const response = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', { token, body });
        expect(response.status).toBe(201);
        listed[key] = response.body.id;
      }
      await waitFor(async () => ids((await search(`q=${onlyDescribed}`)).body).includes(listed.mentioned!) || undefined, 30_000);
      await waitFor(async () => ids((await search(`q=${onlyTagged}`)).body).includes(listed.tagged!) || undefined, 30_000);
      await waitFor(async () => ids((await search(`q=${word}`)).body).includes(listed.named!) || undefined, 30_000);
      await recentListingsSettled(stack);
    });

    it('shows for a word the listings named by it, not those tagged with it or whose description mentions it', async () => {
      const found = ids((await search(`q=${word}`)).body);
      expect(found).toEqual([listed.named]);
    });

    it('still finds a listing by a word only its description or its skills hold', async () => {
      expect(ids((await search(`q=${onlyDescribed}`)).body)).toEqual([listed.mentioned]);
      expect(ids((await search(`q=${onlyTagged}`)).body)).toEqual([listed.tagged]);
    });
  });

  describe('reads a job word as the job, not as a company named like it', () => {
    // A company called "Koch …" whose listing is no Koch internship, beside one that is.
    const companyWord = uniqueWord('Gastwirt');
    const listed: Record<string, string> = {};

    beforeAll(async () => {
      const other = await login(stack.baseUrl, DEMO.companyB.email, DEMO.companyB.password);
      const renamed = await call(stack.baseUrl, 'PATCH', '/api/company', { token: other, body: { name: `Koch ${companyWord} GmbH` } });
      expect(renamed.status).toBe(200);
      const mine = await login(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
      for (const [key, token, title] of [
        ['qualitaet', other, 'Praktikum Qualitätssicherung (m/w/d)'],
        ['koch', mine, 'Schülerpraktikum Koch (m/w/d)'],
      ] as const) {
        const response = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', { token, body: newInternship({ title }) });
        expect(response.status).toBe(201);
        listed[key] = response.body.id;
      }
      await waitFor(async () => ids((await search(`q=${companyWord}`)).body).includes(listed.qualitaet!) || undefined, 30_000);
      await waitFor(async () => ids((await search('q=Koch&pageSize=100')).body).includes(listed.koch!) || undefined, 30_000);
      // Later tests read the large index itself.
      await recentListingsSettled(stack);
    });

    it('finds Koch listings for "Koch", and none of a company named Koch that are no Koch listings', async () => {
      const found = ids((await search('q=Koch&pageSize=100')).body);
      expect(found).toContain(listed.koch);
      expect(found).not.toContain(listed.qualitaet);
    });

    it("still finds the company's listings by its name, and by the job word with the rest of its name", async () => {
      for (const typed of [companyWord, `Koch ${companyWord}`]) {
        const found = ids((await search(`q=${encodeURIComponent(typed)}&pageSize=100`)).body);
        expect(found).toContain(listed.qualitaet);
        expect(found).not.toContain(listed.koch);
      }
    });
  });

  it('keeps every hit inside the radius, misses none, and sorts by distance', async () => {
    const center = { lat: 50.9375, lon: 6.9603, radius: 60 };
    const collected: ListingCard[] = [];
    for (let page = 1; ; page += 1) {
      const result = await search(`lat=${center.lat}&lon=${center.lon}&radius=${center.radius}&sort=distance&pageSize=100&page=${page}`);
      expect(result.status).toBe(200);
      collected.push(...result.body.items);
      if (result.body.items.length < 100) break;
    }
    expect(collected.some((item) => '_geoDistance' in item)).toBe(false);
    const distances = collected.map((item) => item.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const item of collected)
      expect(haversineKm(center.lat, center.lon, item.latitude!, item.longitude!)).toBeLessThanOrEqual(center.radius);

    // Brute force over every document in the index: which internships lie within the radius (6371 km earth)?
    const { results } = await meili.index<ListingDocument>(`${stack.env.MEILI_INDEX_PREFIX}listings`).getDocuments({ limit: 10_000 });
    const today = Date.parse(berlinDate()) / 1000;
    const expected = results
      .filter((doc) => !doc.isAusbildung && doc.validToTs >= today && doc.latitude !== null && doc.longitude !== null)
      .filter((doc) => haversineKm(center.lat, center.lon, doc.latitude!, doc.longitude!) <= center.radius)
      .map((doc) => doc.id)
      .sort();
    expect(expected.length).toBeGreaterThan(5);
    expect(collected.map((item) => item.id).sort()).toEqual(expected);
  });

  it('counts a listing half a metre inside the radius and leaves out one half a metre outside, in items, total and facets', async () => {
    const { results } = await meili.index<ListingDocument>(`${stack.env.MEILI_INDEX_PREFIX}listings`).getDocuments({ limit: 10_000 });
    const today = Date.parse(berlinDate()) / 1000;
    const internships = results.filter((doc) => !doc.isAusbildung && doc.validToTs >= today && doc.latitude !== null);
    const centre = internships[0]!;
    // Listings at other places than the centre's, at increasing distances: each one sits exactly on a circle's edge.
    const targets = internships
      .filter((doc) => haversineKm(centre.latitude!, centre.longitude!, doc.latitude!, doc.longitude!) > 1)
      .filter((_doc, index) => index % 7 === 0)
      .slice(0, 4);
    expect(targets.length).toBeGreaterThan(1);
    for (const target of targets) {
      const exact = haversineKm(centre.latitude!, centre.longitude!, target.latitude!, target.longitude!);
      for (const radius of [exact + 0.0005, exact - 0.0005]) {
        const within = internships.filter(
          (doc) => haversineKm(centre.latitude!, centre.longitude!, doc.latitude!, doc.longitude!) <= radius,
        );
        const result = await search(`lat=${centre.latitude}&lon=${centre.longitude}&radius=${radius}&pageSize=100`);
        expect(result.status).toBe(200);
        expect(result.body.total).toBe(within.length);
        expect(ids(result.body).includes(target.id)).toBe(radius > exact);
        if (within.length <= 100) expect(ids(result.body).sort()).toEqual(within.map((doc) => doc.id).sort());
        const sectors: Record<string, number> = {};
        for (const doc of within) sectors[doc.sector.key] = (sectors[doc.sector.key] ?? 0) + 1;
        expect(result.body.facets['sector.key']).toEqual(sectors);
      }
    }
  });

  it('resolves a place text with its radius, as the location field sends it', async () => {
    const result = await search(`location=${encodeURIComponent('Köln (25 km Umkreis)')}`);
    expect(result.body.center).toMatchObject({ label: 'Köln', radius: 25 });
    expect(result.body.items.every((item) => (item.distanceKm ?? Infinity) <= 25)).toBe(true);
  });

  it('reads a month typed among the words as the Zeitraum filter ("Praktikum im Februar"), only for internships', async () => {
    const now = new Date();
    // The month's next occurrence, the one under way included, as the Zeitraum filter offers the months.
    const february = `${now.getMonth() + 1 <= 2 ? now.getFullYear() : now.getFullYear() + 1}-02`;
    const typed = (await search(`q=${encodeURIComponent('Praktikum 2 Wochen im Februar')}&pageSize=100`)).body;
    const filtered = (await search(`q=Praktikum&duration=2_wochen&timeFrame=${february}&pageSize=100`)).body;
    expect(typed.interpretation?.monthFromQuery).toEqual({ timeFrame: february, typed: 'im Februar', words: 'Praktikum 2 Wochen' });
    expect(typed.interpretation?.durationFromQuery).toMatchObject({ duration: '2_wochen', words: 'Praktikum im Februar' });
    expect(typed.total).toBeGreaterThan(0);
    expect(ids(typed).sort()).toEqual(ids(filtered).sort());
    // Without the month the search finds more: it filtered, not searched the word.
    expect((await search(`q=${encodeURIComponent('Praktikum 2 Wochen')}`)).body.total).toBeGreaterThan(typed.total);
    // A time frame chosen in the filter stands, and an Ausbildung's month is its start, not this filter.
    const chosen = (await search(`q=${encodeURIComponent('Praktikum im Februar')}&timeFrame=current`)).body;
    expect(chosen.interpretation?.monthFromQuery).toBeUndefined();
    const ausbildung = (await search(`q=${encodeURIComponent('Koch im Februar')}`, '/api/ausbildungsplaetze/search')).body;
    expect(ausbildung.interpretation?.monthFromQuery).toBeUndefined();
  });

  it('reads a length of stay typed among the words as the Dauer filter ("Praktikum 2 Wochen in NRW"), only for internships', async () => {
    // The same search with the duration chosen in the filter: the words are then searched as typed.
    const asFiltered = async (words: string) =>
      (await search(`q=${encodeURIComponent(words.replace(' 2 Wochen', ''))}&duration=2_wochen&pageSize=100`)).body;
    for (const words of ['Praktikum 2 Wochen', 'Praktikum 2 Wochen in NRW']) {
      const typed = (await search(`q=${encodeURIComponent(words)}&pageSize=100`)).body;
      const filtered = await asFiltered(words);
      expect(typed.interpretation?.durationFromQuery).toEqual({
        duration: '2_wochen',
        typed: '2 Wochen',
        words: words.replace(' 2 Wochen', ''),
      });
      expect(typed.total).toBeGreaterThan(0);
      expect(typed.total).toBe(filtered.total);
      expect(ids(typed).sort()).toEqual(ids(filtered).sort());
      expect(typed.items.every((item) => item.duration === '2_wochen')).toBe(true);
      expect(typed.facets.duration).toEqual(filtered.facets.duration);
    }
    const inNrw = (await search(`q=${encodeURIComponent('Praktikum 2 Wochen in NRW')}`)).body;
    expect(inNrw.interpretation?.placeFromQuery).toMatchObject({ location: 'Nordrhein-Westfalen', words: 'Praktikum' });
    // A duration chosen in the filter stands.
    const chosen = (await search(`q=${encodeURIComponent('Praktikum 2 Wochen')}&duration=3_4_wochen`)).body;
    expect(chosen.interpretation?.durationFromQuery).toBeUndefined();
    // An Ausbildung lasts years: its search reads no internship duration.
    const ausbildung = (await search(`q=${encodeURIComponent('Koch 2 Wochen')}`, '/api/ausbildungsplaetze/search')).body;
    expect(ausbildung.interpretation?.durationFromQuery).toBeUndefined();
  });

  it('leaves "in der Nähe" out of the words and, without a place, says so, so the page can offer the position', async () => {
    const plain = (await search('q=Praktikum&pageSize=100')).body;
    const near = (await search(`q=${encodeURIComponent('Praktikum in der Nähe')}&pageSize=100`)).body;
    expect(near.total).toBeGreaterThan(0);
    expect(near.total).toBe(plain.total);
    expect(near.interpretation?.nearMe).toEqual({ typed: 'in der Nähe', words: 'Praktikum' });
    // With a place chosen the place is what is near: the words still leave the search, and nothing is offered.
    const inKoeln = `location=${encodeURIComponent('Köln (25 km Umkreis)')}`;
    const placed = (await search(`q=${encodeURIComponent('Praktikum in meiner Nähe')}&${inKoeln}`)).body;
    expect(placed.total).toBe((await search(`q=Praktikum&${inKoeln}`)).body.total);
    expect(placed.interpretation?.nearMe).toBeUndefined();
  });

  it('shows a related job for a job no listing offers: Chemikant, PTA, Werkzeugmechaniker, Polizei (catalogue groups)', async () => {
    const cases: [string, string, RegExp][] = [
      ['Chemikant', 'Labor', /laborant/i],
      ['PTA', 'Medizinische Fachangestellte', /Medizinische/],
      ['Werkzeugmechaniker', 'Fachkraft für Metalltechnik', /Metalltechnik/],
      ['Ausbildung Polizei', 'Verwaltungsfachangestellter', /Verwaltungsfachangestellte/],
    ];
    for (const [typed, searched, title] of cases) {
      const page = (await search(`q=${encodeURIComponent(typed)}&pageSize=100`, '/api/ausbildungsplaetze/search')).body;
      expect([typed, page.interpretation?.relatedJob]).toEqual([typed, { typed: typed.replace('Ausbildung ', ''), searched }]);
      expect(page.items.some((item) => title.test(item.title))).toBe(true);
    }
  });

  it('reads a region typed among the words as its circle ("Ausbildung Bodensee"), not as the village of that name', async () => {
    const result = (await search(`q=${encodeURIComponent('Ausbildung Bodensee')}`, '/api/ausbildungsplaetze/search')).body;
    expect(result.interpretation?.placeFromQuery).toMatchObject({ location: 'Bodensee', words: 'Ausbildung' });
    expect(result.center).toMatchObject({ label: 'Bodensee', radius: 35 });
    expect(result.center?.latitude).toBeCloseTo(47.66, 1);
  });

  it('searches a whole Land typed among the words ("Praktikum NRW"): every listing whose postcode lies in it, no other', async () => {
    const first = await search(`q=${encodeURIComponent('Praktikum NRW')}&pageSize=100`);
    expect(first.status).toBe(200);
    expect(first.body.interpretation?.placeFromQuery).toMatchObject({ location: 'Nordrhein-Westfalen', words: 'Praktikum' });
    expect(first.body.center).toBeNull();
    expect(first.body.federalState).toBe('Nordrhein-Westfalen');
    const found = ids(first.body);
    for (let page = 2; (page - 1) * 100 < first.body.total; page += 1) {
      found.push(...ids((await search(`q=${encodeURIComponent('Praktikum NRW')}&pageSize=100&page=${page}`)).body));
    }
    // From the postcode list itself, not from the documents' field.
    const states = postcodeStates();
    const { results } = await meili.index<ListingDocument>(`${stack.env.MEILI_INDEX_PREFIX}listings`).getDocuments({ limit: 10_000 });
    const today = Date.parse(berlinDate()) / 1000;
    const expected = results
      .filter((doc) => !doc.isAusbildung && doc.validToTs >= today && doc.zip !== null && states.get(doc.zip) === 'Nordrhein-Westfalen')
      .map((doc) => doc.id);
    expect(expected.length).toBeGreaterThan(5);
    expect(found.sort()).toEqual(expected.sort());
  });

  it('counts facets for the current query, each without its own filter', async () => {
    const all = await search('sector=it_kommunikation');
    expect(all.body.facets['sector.key']?.it_kommunikation).toBe(all.body.total);
    expect(Object.keys(all.body.facets['sector.key'] ?? {}).length).toBeGreaterThan(3);
    const typeTotal = Object.values(all.body.facets['type.key'] ?? {}).reduce((sum, count) => sum + count, 0);
    expect(typeTotal).toBe(all.body.total);
    const ausbildung = await search('', '/api/ausbildungsplaetze/search');
    expect(Object.keys(ausbildung.body.facets.ausbildungStart ?? {}).length).toBeGreaterThan(1);
  });

  it('filters Ausbildung by start month and minimum pay in euros', async () => {
    const [start] = ausbildungStartValues(new Date());
    const result = await search(`ausbildungStart=${start}&minVergutung=900&pageSize=100`, '/api/ausbildungsplaetze/search');
    expect(result.body.total).toBeGreaterThan(0);
    for (const item of result.body.items) {
      expect(item.ausbildungStart).toBe(start);
      expect(item.vergütung1Jahr).toBeGreaterThanOrEqual(90_000);
    }
  });

  it('ignores empty, null and "all" filters', async () => {
    const plain = await search('');
    const noisy = await search('sector=all&type=&q=null&keywords=&location=&sort=');
    expect(noisy.status).toBe(200);
    expect(noisy.body.total).toBe(plain.body.total);
  });

  it('hides a listing from the day after its end date, before the expiry run takes it out, and keeps to the time frame', async () => {
    const index = meili.index<ListingDocument>(`${stack.env.MEILI_INDEX_PREFIX}listings`);
    const model = await index.getDocument(created.kraftwerk!);
    const DAY = 86_400;
    // The day as the search counts it: in Berlin, a day ahead of UTC for an hour or two after midnight.
    const [year, month, day] = berlinDate().split('-').map(Number) as [number, number, number];
    const today = Date.UTC(year, month - 1, day) / 1000;
    const windowStart = Date.UTC(year, month + 1, 1) / 1000;
    const windowEnd = Date.UTC(year, month + 2, 1) / 1000 - 1;
    const timeFrame = new Date(windowStart * 1000).toISOString().slice(0, 7);
    const word = uniqueWord('laufzeit');
    // Written straight into the read model: the state between midnight and the workers' expiry run.
    const variants: Record<string, Pick<ListingDocument, 'validFromTs' | 'validToTs'>> = {
      endedYesterday: { validFromTs: 0, validToTs: today - 1 },
      endsToday: { validFromTs: 0, validToTs: today + DAY - 1 },
      startsAfterWindow: { validFromTs: windowEnd + 1, validToTs: windowEnd + 30 * DAY },
      startsOnWindowsLastDay: { validFromTs: windowEnd + 1 - DAY, validToTs: windowEnd + 30 * DAY },
      endsOnWindowsFirstDay: { validFromTs: 0, validToTs: windowStart + DAY - 1 },
      endsBeforeWindow: { validFromTs: 0, validToTs: windowStart - 1 },
    };
    const idOf = Object.fromEntries(Object.keys(variants).map((key) => [key, randomUUID()]));
    const documents = Object.entries(variants).map(([key, validity]) => ({
      ...model,
      ...validity,
      id: idOf[key]!,
      title: `Praktikum ${word} ${key}`,
      titleTerms: germanAnalyzer().documentTerms(`Praktikum ${word} ${key}`),
      cardHash: undefined,
    }));
    const keyOf = new Map<string, string>(Object.entries(idOf).map(([key, id]) => [id, key]));
    await index.addDocuments(documents).waitTask();
    try {
      const found = async (query: string) => {
        const result = await search(`q=${word}&pageSize=100${query}`);
        expect(result.status).toBe(200);
        return ids(result.body)
          .map((id) => keyOf.get(id))
          .sort();
      };
      expect(await found('')).toEqual(
        ['endsBeforeWindow', 'endsOnWindowsFirstDay', 'endsToday', 'startsAfterWindow', 'startsOnWindowsLastDay'].sort(),
      );
      expect(await found(`&timeFrame=${timeFrame}`)).toEqual(['endsOnWindowsFirstDay', 'startsOnWindowsLastDay'].sort());
      expect(await found('&timeFrame=current')).toEqual(['endsBeforeWindow', 'endsOnWindowsFirstDay', 'endsToday'].sort());
    } finally {
      await index.deleteDocuments(Object.values(idOf)).waitTask();
    }
  });

  it.each([
    ['radius=-5&lat=50&lon=7', /Umkreis/],
    ['page=0', /Seite/],
    ['pageSize=1000', /pageSize/],
    ['dateFrom=2026-05-01&dateTo=2026-04-01', /Enddatum/],
    ['sort=beliebt', /Sortierung/],
    ['lat=abc&lon=7', /Zahl/],
  ])('rejects %s with a German 400', async (query, message) => {
    const result = await call<{ message: string }>(stack.baseUrl, 'GET', `/api/internships/search?${query}`);
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(message);
  });

  it.each([
    'sector=it_kommunikation%22%20OR%20isAusbildung%20%3D%20true',
    'type=schuelerpraktikum%22%5D%20OR%20%5B%22x',
    'company=x%22%20OR%20company.id%20EXISTS',
    'ausbildungStart=2026-08%22%20OR%20true',
  ])('cannot change the meaning of the filter expression (%s)', async (query) => {
    const result = await call<{ message: string }>(stack.baseUrl, 'GET', `/api/internships/search?${query}`);
    expect(result.status).toBe(400);
  });

  it('keeps quotes in free text as text', async () => {
    const result = await search(`q=${encodeURIComponent('" OR isAusbildung = true')}`);
    expect(result.status).toBe(200);
    expect(result.body.items.every((item) => !item.isAusbildung)).toBe(true);
  });

  it('extracts filters from a German sentence and searches with them', async () => {
    const response = await call<SmartSearchResult>(stack.baseUrl, 'POST', '/api/internships/smart-search', {
      body: { query: 'Ausbildung Mechatroniker ab August 2026 in Stuttgart' },
    });
    expect(response.status).toBe(200);
    expect(response.body.aiEnhancements.extractedFilters).toMatchObject({
      location: 'Stuttgart',
      isAusbildung: true,
      ausbildungStart: '2026-08',
      // Read from the job word, so only offered: Mechatroniker of companies in other sectors stay in the list.
      suggestedSector: 'industrie_produktion',
    });
    expect(response.body.aiEnhancements.extractedFilters.sector).toBeUndefined();
    expect(response.body.items.every((item) => item.isAusbildung)).toBe(true);
  });

  it('serves detail only for public listings and the newest ones for the home page', async () => {
    expect((await call<ListingCard>(stack.baseUrl, 'GET', `/api/internships/${created.kraftwerk}`)).body.title).toMatch(
      /Kraftwerkstechnik/,
    );
    expect((await call(stack.baseUrl, 'GET', '/api/internships/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(stack.baseUrl, 'GET', '/api/internships/not-a-uuid')).status).toBe(404);
    const newest = await call<{ items: ListingCard[] }>(stack.baseUrl, 'GET', '/api/internships?pageSize=6');
    expect(newest.body.items).toHaveLength(6);
    expect(newest.body.items.every((item) => !item.isAusbildung)).toBe(true);
  });

  it('shows a short teaser as the description of result cards and the full description on the detail page', async () => {
    const result = await search(`q=${encodeURIComponent('Windparkbetrieb')}`);
    const card = result.body.items.find((item) => item.id === created.windpark);
    expect(card?.description).toBe(
      'Du möchtest wissen, wie aus Wind Strom wird? In unserem Windpark an der Nordseeküste begleitest du unser Serviceteam ' +
        'bei Wartung und Inspektion der Anlagen, lernst die Leitwarte kennen und wertest…',
    );
    expect(card).not.toHaveProperty('summary');
    expect(card).not.toHaveProperty('contactEmail');
    const newest = await call<{ items: ListingCard[] }>(stack.baseUrl, 'GET', '/api/internships?pageSize=20');
    const newestCard = newest.body.items.find((item) => item.id === created.windpark);
    expect(newestCard?.description).toBe(card?.description);
    const profile = await call<{ listings: ListingCard[] }>(stack.baseUrl, 'GET', '/api/companies/by-slug/demo-werkstatt-gmbh');
    const profileCard = profile.body.listings.find((item) => item.id === created.windpark);
    expect(profileCard?.description).toBe(card?.description);

    const detail = await call<ListingDetail>(stack.baseUrl, 'GET', `/api/internships/${created.windpark}`);
    expect(detail.body.description).toBe(LONG_DESCRIPTION);
    expect(detail.body).not.toHaveProperty('summary');
    expect(detail.body.contactEmail).toBe('windpark@example.org');
    // The teaser is shown, never searched: the full description already is.
    const searchable = await meili.index(`${stack.env.MEILI_INDEX_PREFIX}listings`).getSearchableAttributes();
    expect(searchable).toContain('descriptionTerms');
    expect(searchable).not.toContain('summary');
  });

  it('shows an edited listing as edited in the next search, although its card was served before', async () => {
    const token = await login(stack.baseUrl, DEMO.companyA.email, DEMO.companyA.password);
    const word = uniqueWord('Hobelbank');
    const body = newInternship({ title: `Praktikum ${word} Tischlerei (m/w/d)` });
    const createdListing = await call<{ id: string }>(stack.baseUrl, 'POST', '/api/internships', { token, body });
    const cardOf = async () => (await search(`q=${word}`)).body.items.find((item) => item.id === createdListing.body.id);
    // Served once, so the API now holds this card.
    expect((await waitFor(cardOf, 30_000)).value.title).toBe(`Praktikum ${word} Tischlerei (m/w/d)`);

    const edited = {
      ...body,
      title: `Praktikum ${word} Zimmerei (m/w/d)`,
      description: 'Du baust mit uns Dachstühle und Treppen aus Holz.',
    };
    expect((await call(stack.baseUrl, 'PATCH', `/api/internships/${createdListing.body.id}`, { token, body: edited })).status).toBe(200);
    const { value: card } = await waitFor(async () => {
      const current = await cardOf();
      return current?.title.includes('Zimmerei') ? current : undefined;
    }, 30_000);
    expect(card.description).toBe('Du baust mit uns Dachstühle und Treppen aus Holz.');
    expect((await search('q=Zimmerei')).body.items.map((item) => item.id)).toContain(createdListing.body.id);
  });

  it('sets cache headers matching the client caching times', async () => {
    expect((await search('')).headers.get('cache-control')).toBe('public, max-age=30');
    expect((await call(stack.baseUrl, 'GET', '/api/sectors')).headers.get('cache-control')).toBe('public, max-age=300');
    expect((await call(stack.baseUrl, 'GET', '/api/companies')).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await call(stack.baseUrl, 'GET', '/api/internship-types')).headers.get('cache-control')).toBe('no-cache');
  });

  it('counts the home page numbers live: the internships the search finds and the verified companies', async () => {
    const stats = await call<PlatformStats>(stack.baseUrl, 'GET', '/api/stats');
    expect(stats.status).toBe(200);
    const all = await search('pageSize=1');
    expect(stats.body.activeInternships).toBe(all.body.total);
    const companies = await call<CompanyView[]>(stack.baseUrl, 'GET', '/api/companies');
    expect(stats.body.verifiedCompanies).toBe(companies.body.filter((company) => company.verified).length);
    expect(stats.body.verifiedCompanies).toBeGreaterThan(0);
  });

  it('serves the catalogue with decoded labels', async () => {
    const sectors = await call<{ key: string; label: string }[]>(stack.baseUrl, 'GET', '/api/sectors');
    expect(sectors.body).toHaveLength(12);
    expect(sectors.body.find((sector) => sector.key === 'it_kommunikation')?.label).toBe('IT & Kommunikation');
    const types = await call<{ key: string }[]>(stack.baseUrl, 'GET', '/api/internship-types');
    expect(types.body.map((type) => type.key)).toContain('ausbildung');
    const starts = await call<{ value: string; label: string }[]>(stack.baseUrl, 'GET', '/api/ausbildung-start-options');
    expect(starts.body.slice(0, 4)).toEqual(ausbildungStartOptions(new Date()));
  });

  it('lists companies with exact counts and events by date', async () => {
    const all = await call<{ companies: CompanyView[] }>(stack.baseUrl, 'GET', '/api/companies/all');
    expect(all.body.companies.length).toBeGreaterThanOrEqual(60);
    // The recount after this file's new listings runs shortly after they are indexed.
    const { value: demo } = await waitFor(async () => {
      const { body } = await call<CompanyView>(stack.baseUrl, 'GET', '/api/companies?id=demo-werkstatt-gmbh');
      const { body: found } = await search('company=demo-werkstatt-gmbh&pageSize=100');
      const { body: ausbildung } = await search('company=demo-werkstatt-gmbh&pageSize=100', '/api/ausbildungsplaetze/search');
      return body.internshipCount === found.total + ausbildung.total ? body : undefined;
    }, 15_000);
    const profile = await call<{ company: CompanyView; listings: ListingCard[]; events: EventView[] }>(
      stack.baseUrl,
      'GET',
      '/api/companies/by-slug/demo-werkstatt-gmbh',
    );
    expect(profile.body.listings.length).toBe(demo.internshipCount);
    expect(demo.activeInternshipCount + demo.activeAusbildungCount).toBe(demo.internshipCount);
    const one = await call<CompanyView>(stack.baseUrl, 'GET', `/api/companies?id=${demo.id}`);
    expect(one.body.name).toBe('Demo Werkstatt GmbH');
    const events = await call<EventView[]>(stack.baseUrl, 'GET', '/api/events');
    expect(events.body.length).toBeGreaterThanOrEqual(12);
    const today = berlinDate();
    const firstPast = events.body.findIndex((event) => event.eventDate < today);
    expect(events.body.slice(0, firstPast).map((event) => event.eventDate)).toEqual(
      events.body
        .slice(0, firstPast)
        .map((event) => event.eventDate)
        .sort(),
    );
  });

  it('lists the events of a place: a circle cut to the exact distance, a Land by its postcodes, no unknown place', async () => {
    const { results } = await meili.index<EventView>(`${stack.env.MEILI_INDEX_PREFIX}events`).getDocuments({ limit: 1000 });
    const idsOf = (events: readonly EventView[]) => events.map((event) => event.id).sort();
    const circle = { lat: 50.9375, lon: 6.9603, radius: 40 };
    const inCircle = await call<EventView[]>(
      stack.baseUrl,
      'GET',
      `/api/events?lat=${circle.lat}&lon=${circle.lon}&radius=${circle.radius}`,
    );
    const expectedInCircle = results.filter(
      (event) => event.latitude !== null && haversineKm(circle.lat, circle.lon, event.latitude, event.longitude!) <= circle.radius,
    );
    expect(expectedInCircle.length).toBeGreaterThan(1);
    expect(expectedInCircle.length).toBeLessThan(results.length);
    expect(idsOf(inCircle.body)).toEqual(idsOf(expectedInCircle));

    // From the postcode list itself, not from the documents' field; "NRW" as young people type it.
    const states = postcodeStates();
    const inNrw = await call<EventView[]>(stack.baseUrl, 'GET', '/api/events?location=NRW');
    const expectedInNrw = results.filter((event) => event.zip !== null && states.get(event.zip) === 'Nordrhein-Westfalen');
    expect(expectedInNrw.length).toBeGreaterThan(expectedInCircle.length);
    expect(idsOf(inNrw.body)).toEqual(idsOf(expectedInNrw));

    // A place named as the URL writes it is the place search's first answer, with the radius it names.
    const named = await call<EventView[]>(stack.baseUrl, 'GET', `/api/events?location=${encodeURIComponent('Köln (25 km Umkreis)')}`);
    const [koeln] = (await call<{ latitude: number; longitude: number }[]>(stack.baseUrl, 'GET', '/api/geo/search?q=K%C3%B6ln')).body;
    const expectedNamed = results.filter(
      (event) => event.latitude !== null && haversineKm(koeln!.latitude, koeln!.longitude, event.latitude, event.longitude!) <= 25,
    );
    expect(expectedNamed.length).toBeGreaterThan(0);
    expect(idsOf(named.body)).toEqual(idsOf(expectedNamed));
    expect((await call<EventView[]>(stack.baseUrl, 'GET', '/api/events?location=Xyzabcdorf')).body).toEqual([]);
    expect((await call<EventView[]>(stack.baseUrl, 'GET', `/api/events?location=${encodeURIComponent('(25 km Umkreis)')}`)).body).toEqual(
      [],
    );
    const hugeCircle = await call<{ message: string }>(
      stack.baseUrl,
      'GET',
      `/api/events?location=${encodeURIComponent('Köln (20000 km Umkreis)')}`,
    );
    expect(hugeCircle.status).toBe(400);
    expect(hugeCircle.body.message).toMatch(/höchstens 1000 km/);
    const halfPlace = await call<{ message: string }>(stack.baseUrl, 'GET', '/api/events?lat=50.9');
    expect(halfPlace.status).toBe(400);
    expect(halfPlace.body.message).toMatch(/Breiten- und Längengrad gehören zusammen/);
  });

  it('geocodes German places offline and returns nothing for unknown ones', async () => {
    const koeln = await call<{ name: string; latitude: number }[]>(stack.baseUrl, 'GET', '/api/geo/search?q=koeln');
    expect(koeln.body[0]).toMatchObject({ name: 'Köln' });
    expect((await call<unknown[]>(stack.baseUrl, 'GET', '/api/geo/search?q=Xyzabcdorf')).body).toEqual([]);
    const near = await call<{ name: string }>(stack.baseUrl, 'GET', '/api/geo/reverse?lat=52.52&lon=13.405');
    expect(near.body.name).toMatch(/Berlin/);
  });

  it('shortens only our own links, with unguessable codes, and redirects them', async () => {
    const longUrl = `${stack.baseUrl}/internship/${created.kraftwerk}`;
    const first = await call<{ shortUrl: string }>(stack.baseUrl, 'POST', '/api/tinyurl/create', {
      body: { entityType: 'internship', entityId: created.kraftwerk, longUrl },
    });
    expect(first.status).toBe(201);
    const code = first.body.shortUrl.split('/s/')[1]!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{12,}$/);
    const other = await call<{ shortUrl: string }>(stack.baseUrl, 'POST', '/api/tinyurl/create', {
      body: { entityType: 'search', longUrl: `${stack.baseUrl}/search?q=IT` },
    });
    expect(other.body.shortUrl).not.toBe(first.body.shortUrl);
    const redirect = await call(stack.baseUrl, 'GET', `/s/${code}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(longUrl);
    const foreign = await call<{ message: string }>(stack.baseUrl, 'POST', '/api/tinyurl/create', {
      body: { entityType: 'internship', longUrl: 'https://evil.example/phish' },
    });
    expect(foreign.status).toBe(400);
    expect((await call(stack.baseUrl, 'GET', '/s/unknowncode123')).status).toBe(404);
  });
});
