import type { Pool } from 'pg';
import { nearestMunicipality } from '../../api/src/modules/geo/gazetteer';
import { AnalyticsFactRepository, type IndexFreshnessSample } from '../../workers/src/analytics/analytics-fact.repository';
import { factRow, type FactRow } from '../../workers/src/analytics/fact-row';
import { GERMAN_CITIES, type GermanCity } from './german-cities';
import { createRandom, hashSeed, stableUuid, type Random } from './random';

/** What the generator needs to know about the seeded platform. */
export interface AnalyticsContext {
  listings: {
    id: string;
    companyId: string;
    isAusbildung: boolean;
    title: string;
    sector: string;
    latitude: number | null;
    longitude: number | null;
  }[];
  events: { id: string; companyId: string | null; latitude: number | null; longitude: number | null }[];
  companies: { id: string; latitude: number | null; longitude: number | null }[];
}

export const DEMO_ANALYTICS_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * What young people look for that few or no offers answer: the demand without supply the operators' map shows.
 * Searched as often as an ordinary job title, found nowhere in the demo data.
 */
const UNMET_QUERIES = [
  ['tierpfleger', 'dienstleistungen'],
  ['mediengestalter', 'medien_kultur'],
  ['game design', 'it_kommunikation'],
  ['zahntechniker', 'gesundheit_soziales'],
  ['goldschmied', 'bau_handwerk'],
  ['pilot', 'transport_logistik'],
  ['fotograf', 'medien_kultur'],
  ['forstwirt', 'energie_umwelt'],
] as const;

/** The job title in a listing title: "Schnupperpraktikum als Industriemechaniker (m/w/d)" → "industriemechaniker". */
export function jobTitleOf(title: string): string {
  return title
    .replace(/\(m\/w\/d\)/gi, '')
    .replace(/–\s*Ausbildung\s*\d{4}/i, '')
    .replace(/^\S*praktikum(\s+als)?\s+|^praxissemester\s+/i, '')
    .trim()
    .toLocaleLowerCase('de-DE');
}

/** More on weekdays and in the afternoon, growing over the quarter: how a school-leavers' platform is used. */
function volumeOn(day: Date, index: number, base: number): number {
  const weekday = day.getUTCDay();
  const weekFactor = weekday === 0 ? 0.6 : weekday === 6 ? 0.7 : 1;
  return Math.round(base * weekFactor * (0.75 + (0.5 * index) / DEMO_ANALYTICS_DAYS));
}

/** A time of the day, never later than now: today's facts so far. */
function timeOn(random: Random, day: Date, now: Date): string {
  const hour = random.pickWeighted([8, 10, 12, 14, 15, 16, 17, 18, 19, 20, 21], (candidate) =>
    candidate >= 14 && candidate <= 20 ? 3 : 1,
  );
  return new Date(Math.min(now.getTime() - 1000, day.getTime() + (hour - 1) * 3_600_000 + random.int(0, 3_599_999))).toISOString();
}

/** The district a city's searches count in, as the API finds it for a search around that city. */
const districtOf = (city: GermanCity) => nearestMunicipality(city.latitude, city.longitude)?.districtCode ?? null;

const position = (item: { latitude: number | null; longitude: number | null }) =>
  item.latitude !== null && item.longitude !== null
    ? { latitude: item.latitude, longitude: item.longitude }
    : { latitude: null, longitude: null };

/**
 * Ninety days of facts for the demo platform: searches (with their results counted against the demo listings),
 * detail views, favourites, shares, page views, map clicks and new listings; every fact goes through the worker's
 * own statement, so the aggregates are built exactly as in production.
 */
export function* demoAnalyticsFacts(context: AnalyticsContext, seed: number, now = new Date()): Generator<FactRow> {
  const random = createRandom(hashSeed(seed, 'analytics'));
  const jobs = [...new Set(context.listings.map((listing) => jobTitleOf(listing.title)))].filter((job) => job.length > 2);
  const sectorOfJob = new Map(context.listings.map((listing) => [jobTitleOf(listing.title), listing.sector]));
  const resultsOf = new Map(jobs.map((job) => [job, context.listings.filter((listing) => jobTitleOf(listing.title).includes(job)).length]));
  const cities: readonly GermanCity[] = GERMAN_CITIES;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let sequence = 0;
  const fact = (partial: Partial<FactRow> & Pick<FactRow, 'type' | 'occurredAt'>): FactRow =>
    factRow({ sourceId: `seed:${seed}:${(sequence += 1)}`, ...partial });

  for (let index = 0; index < DEMO_ANALYTICS_DAYS; index++) {
    const day = new Date(today - (DEMO_ANALYTICS_DAYS - 1 - index) * DAY_MS);
    const visitors = Array.from({ length: volumeOn(day, index, 90) }, (_, visitor) =>
      stableUuid(seed, `visitor-${index}`, visitor).slice(0, 22),
    );
    const visitor = () => random.pick(visitors);
    for (let count = volumeOn(day, index, 160); count > 0; count--) {
      const city = random.pickWeighted(cities, (candidate) => Math.sqrt(candidate.population));
      const unmet = random.chance(0.12) ? random.pick(UNMET_QUERIES) : null;
      const query = unmet ? unmet[0] : random.chance(0.15) ? '' : random.pickWeighted(jobs, (job) => resultsOf.get(job) ?? 1);
      const isAusbildung = random.chance(0.45);
      const found = unmet ? 0 : query === '' ? random.int(20, 120) : (resultsOf.get(query) ?? 0);
      yield fact({
        type: 'search',
        occurredAt: timeOn(random, day, now),
        vertical: isAusbildung ? 'ausbildung' : 'praktikum',
        latitude: city.latitude,
        longitude: city.longitude,
        visitorHash: visitor(),
        search: {
          query,
          sector: unmet ? unmet[1] : (sectorOfJob.get(query) ?? ''),
          place: city.name,
          districtCode: districtOf(city),
          results: found,
        },
        data: { query, place: city.name, results: found },
      });
    }
    for (let count = volumeOn(day, index, 260); count > 0; count--) {
      const listing = random.pick(context.listings);
      const occurredAt = timeOn(random, day, now);
      const base = {
        entityId: listing.id,
        companyId: listing.companyId,
        vertical: listing.isAusbildung ? 'ausbildung' : 'praktikum',
        ...position(listing),
      };
      yield fact({ ...base, type: 'listing_view', occurredAt, visitorHash: visitor() });
      if (random.chance(0.08)) yield fact({ ...base, type: 'favourite', occurredAt, data: { on: true } });
      if (random.chance(0.01)) yield fact({ ...base, type: 'favourite', metric: 'favourite_removed', occurredAt, data: { on: false } });
      if (random.chance(0.03)) yield fact({ ...base, type: 'share', occurredAt });
    }
    for (let count = volumeOn(day, index, 30); count > 0 && context.events.length; count--) {
      const event = random.pick(context.events);
      yield fact({
        type: 'event_view',
        occurredAt: timeOn(random, day, now),
        entityId: event.id,
        companyId: event.companyId,
        vertical: 'event',
        ...position(event),
      });
    }
    for (let count = volumeOn(day, index, 40); count > 0; count--) {
      const company = random.pick(context.companies);
      const type = random.chance(0.3) ? 'map_click' : 'company_view';
      yield fact({
        type,
        occurredAt: timeOn(random, day, now),
        entityId: type === 'company_view' ? company.id : null,
        companyId: company.id,
        vertical: 'company',
        ...position(company),
      });
    }
    for (let count = volumeOn(day, index, 120); count > 0; count--) {
      yield fact({
        type: 'page_view',
        occurredAt: timeOn(random, day, now),
        data: { page: random.pick(['/search', '/ausbildung-search', '/home', '/companies', '/events']) },
      });
    }
    for (let count = volumeOn(day, index, 12); count > 0; count--) {
      yield fact({ type: 'suggestion_taken', occurredAt: timeOn(random, day, now), data: { fields: ['location'] } });
    }
    for (let count = random.int(0, 4); count > 0; count--) {
      const listing = random.pick(context.listings);
      yield fact({
        type: 'listing.created',
        metric: 'listing_created',
        perEntity: false,
        occurredAt: timeOn(random, day, now),
        entityId: listing.id,
        companyId: listing.companyId,
        vertical: listing.isAusbildung ? 'ausbildung' : 'praktikum',
      });
    }
    if (random.chance(0.3))
      yield fact({
        type: 'company.updated',
        metric: 'company_created',
        perEntity: false,
        occurredAt: timeOn(random, day, now),
        companyId: random.pick(context.companies).id,
        vertical: 'company',
      });
    if (random.chance(0.2))
      yield fact({
        type: 'event.created',
        metric: 'event_created',
        perEntity: false,
        occurredAt: timeOn(random, day, now),
        vertical: 'event',
      });
  }
}

/** Publish-to-searchable times of the quarter: mostly half a second, now and then a slow batch. */
function* demoFreshness(seed: number, now: Date): Generator<IndexFreshnessSample> {
  const random = createRandom(hashSeed(seed, 'freshness'));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let index = 0; index < DEMO_ANALYTICS_DAYS; index++) {
    const day = new Date(today - (DEMO_ANALYTICS_DAYS - 1 - index) * DAY_MS);
    for (let count = random.int(15, 40); count > 0; count--) {
      const ms = Math.round(random.chance(0.04) ? random.int(1500, 6000) : 250 + random.next() * 600);
      yield {
        sourceId: `seed:freshness:${index}:${count}`,
        entityId: null,
        data: { ms, aggregateType: 'listing', status: 'projected' },
        ms,
        occurredAt: timeOn(random, day, now),
      };
    }
  }
}

const SEED_BATCH = 2000;

/** Reads the seeded platform and records ninety days of facts in batches. */
export async function seedDemoAnalytics(pool: Pool, seed: number, now = new Date()): Promise<{ facts: number; seconds: number }> {
  const started = performance.now();
  const [listings, events, companies] = await Promise.all([
    pool.query<AnalyticsContext['listings'][number]>(
      `SELECT l.id, l.company_id AS "companyId", l.is_ausbildung AS "isAusbildung", l.title, s.key AS sector,
         COALESCE(l.latitude, c.latitude) AS latitude, COALESCE(l.longitude, c.longitude) AS longitude
       FROM listings l JOIN companies c ON c.id = l.company_id JOIN sectors s ON s.id = l.sector_id WHERE l.status = 'aktiv'`,
    ),
    pool.query<AnalyticsContext['events'][number]>(`SELECT id, company_id AS "companyId", latitude, longitude FROM events`),
    pool.query<AnalyticsContext['companies'][number]>(`SELECT id, latitude, longitude FROM companies`),
  ]);
  if (!listings.rows.length || !companies.rows.length) return { facts: 0, seconds: 0 };
  const facts = demoAnalyticsFacts({ listings: listings.rows, events: events.rows, companies: companies.rows }, seed, now);
  const store = new AnalyticsFactRepository(pool);
  let written = 0;
  let batch: FactRow[] = [];
  for (const fact of facts) {
    batch.push(fact);
    if (batch.length === SEED_BATCH) {
      written += await store.record(batch);
      batch = [];
    }
  }
  written += await store.record(batch);
  for (const sample of demoFreshness(seed, now)) await store.recordIndexFreshness(sample);
  return { facts: written, seconds: (performance.now() - started) / 1000 };
}
