/**
 * Runs the relevance cases against a running API and its database: each case's properties, precision@5 and the
 * zero-result rate where the demo data has relevant listings. Used by `npm run relevance` and the integration test.
 */
import { Client } from 'pg';
import { haversineKm, MAX_PAGE_SIZE, type ListingCard, type ListingSearchResult } from '@praxisnah/contracts';
import { PUBLIC_COMPANY_CONDITION, PUBLIC_LISTING_CONDITION, stateOfZipSql } from '@praxisnah/read-models';
import { relevanceCases, type RelevanceCase } from './relevance-cases';

const PAGE_SIZE = 20;
const TOP = 5;

export interface CaseResult {
  case: RelevanceCase;
  total: number;
  /** Listings in the data of this search whose title is relevant. */
  relevantInData: number;
  /** Listings in the data of this search that name the job only in their description (`namedInDescription`). */
  describedInData: number;
  /** Relevant hits among the first five (of as many as were found, at most five). */
  precisionAt5: number | null;
  /** The same over the first min(5, relevant listings in the data) hits: a query with two in the data can reach 1. */
  reachablePrecisionAt5: number | null;
  /** The first five hits as shown (title · place · company). */
  top: string[];
  failures: string[];
}

export interface RelevanceReport {
  results: CaseResult[];
  holding: number;
  precisionAt5: number;
  reachablePrecisionAt5: number;
  /** Of the cases whose data has relevant listings, the share that found nothing. */
  zeroResultRate: number;
}

interface PublicListing {
  id: string;
  title: string;
  description: string;
  is_ausbildung: boolean;
  latitude: number | null;
  longitude: number | null;
  /** The Land of its postcode, or of its company's where it has none. */
  state: string | null;
}

async function publicListings(databaseUrl: string): Promise<PublicListing[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<PublicListing>(
      // What visitors may find: the read model's own conditions (moderated listings, unverified or suspended companies
      // are out).
      `SELECT l.id, l.title, l.description, l.is_ausbildung, COALESCE(l.latitude, c.latitude) AS latitude, COALESCE(l.longitude, c.longitude) AS longitude,
         ${stateOfZipSql('COALESCE(l.zip, c.zip)')} AS state
       FROM listings l JOIN companies c ON c.id = l.company_id
       WHERE ${PUBLIC_LISTING_CONDITION} AND ${PUBLIC_COMPANY_CONDITION}`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

async function search(baseUrl: string, query: string, ausbildung: boolean, page = 1, pageSize = PAGE_SIZE): Promise<ListingSearchResult> {
  const path = ausbildung ? '/api/ausbildungsplaetze/search' : '/api/internships/search';
  const params = new URLSearchParams({ q: query, page: String(page), pageSize: String(pageSize) });
  for (;;) {
    const response = await fetch(`${baseUrl}${path}?${params}`);
    // The suite asks more than a visitor's searches per minute: against `npm start` it waits as the API says.
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after')) || 5;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (!response.ok) throw new Error(`${path} "${query}": HTTP ${response.status}`);
    return (await response.json()) as ListingSearchResult;
  }
}

const shown = (item: ListingCard) => `${item.title} · ${item.city ?? ''} · ${item.company.name}`;

/** Every hit of a search, in order (the demo data holds a few hundred listings per vertical). */
async function allHits(baseUrl: string, query: string, ausbildung: boolean): Promise<ListingCard[]> {
  const hits: ListingCard[] = [];
  for (let page = 1; ; page++) {
    const result = await search(baseUrl, query, ausbildung, page, MAX_PAGE_SIZE);
    hits.push(...result.items);
    if (!result.items.length || hits.length >= result.total) return hits;
  }
}

/**
 * Where the listings that name the job only in their description come: each must be found, and after every hit whose
 * title is relevant (a title, job name or skill outranks a description).
 */
async function describedFailures(baseUrl: string, entry: RelevanceCase, described: PublicListing[]): Promise<string[]> {
  const relevant = entry.relevant ?? /(?!)/;
  const hits = await allHits(baseUrl, entry.query, entry.ausbildung);
  const lastRelevant = hits.findLastIndex((item) => relevant.test(item.title));
  const failures: string[] = [];
  const missed = described.filter((listing) => !hits.some((item) => item.id === listing.id));
  if (missed.length) failures.push(`misses what only the description names: ${missed.map((listing) => listing.title).join(' | ')}`);
  const early = hits.filter((item, position) => position < lastRelevant && described.some((listing) => listing.id === item.id));
  if (early.length) failures.push(`ranks what only the description names above a title: ${early.map(shown).join(' | ')}`);
  return failures;
}

async function evaluate(baseUrl: string, entry: RelevanceCase, data: PublicListing[]): Promise<CaseResult> {
  const result = await search(baseUrl, entry.query, entry.ausbildung);
  const failures: string[] = [];
  const items = result.items;
  const center = result.center;
  // A Land is searched whole, without a circle.
  const land = result.federalState ?? null;
  const placeRead = center?.label ?? land ?? 'none';
  if (entry.place && !entry.place.test(placeRead)) failures.push(`reads no place ${entry.place} (${placeRead})`);
  // With a place read from the words, only the listings within its circle or Land could be found.
  const inPlace = (listing: PublicListing) =>
    center
      ? listing.latitude !== null &&
        listing.longitude !== null &&
        haversineKm(center.latitude, center.longitude, Number(listing.latitude), Number(listing.longitude)) <= center.radius
      : !land || listing.state === land;
  const searched = data.filter((listing) => listing.is_ausbildung === entry.ausbildung && inPlace(listing));
  const relevantInData = entry.relevant ? searched.filter((listing) => entry.relevant?.test(listing.title)).length : 0;
  const described = entry.namedInDescription
    ? searched.filter((listing) => !entry.relevant?.test(listing.title) && entry.namedInDescription?.test(listing.description))
    : [];
  if (described.length) failures.push(...(await describedFailures(baseUrl, entry, described)));
  let precisionAt5: number | null = null;
  let reachablePrecisionAt5: number | null = null;
  if (entry.relevant) {
    const relevant = entry.relevant;
    if (relevantInData > 0 && result.total === 0) failures.push(`finds nothing, the data has ${relevantInData} relevant`);
    // The relevant hits come first: each of the first k is relevant, k being how many the page holds (at most 5).
    const relevantOnPage = items.filter((item) => relevant.test(item.title)).length;
    const firstK = items.slice(0, Math.min(TOP, relevantOnPage));
    const misplaced = firstK.filter((item) => !relevant.test(item.title));
    if (misplaced.length) failures.push(`irrelevant among the first: ${misplaced.map(shown).join(' | ')}`);
    if (relevantInData > 0) {
      const top = items.slice(0, TOP);
      precisionAt5 = top.length ? top.filter((item) => relevant.test(item.title)).length / top.length : 0;
      const reachable = items.slice(0, Math.min(TOP, relevantInData));
      reachablePrecisionAt5 = reachable.length ? reachable.filter((item) => relevant.test(item.title)).length / reachable.length : 0;
    }
  }
  if (entry.forbidden) {
    const wrong = items.filter((item) => entry.forbidden?.test(`${item.title} ${item.city ?? ''}`));
    if (wrong.length) failures.push(`shows ${entry.forbidden}: ${wrong.slice(0, 3).map(shown).join(' | ')}`);
  }
  if (entry.nothing && result.total > 0)
    failures.push(`should find nothing, found ${result.total}: ${items.slice(0, 3).map(shown).join(' | ')}`);
  if (entry.sameAs) {
    const other = await search(baseUrl, entry.sameAs, entry.ausbildung);
    if (other.total !== result.total) failures.push(`found ${result.total}, "${entry.sameAs}" found ${other.total}`);
  }
  const top = items.slice(0, TOP).map(shown);
  return {
    case: entry,
    total: result.total,
    relevantInData,
    describedInData: described.length,
    precisionAt5,
    reachablePrecisionAt5,
    top,
    failures,
  };
}

export async function runRelevance(baseUrl: string, databaseUrl: string): Promise<RelevanceReport> {
  const data = await publicListings(databaseUrl);
  const results: CaseResult[] = [];
  for (const entry of relevanceCases()) results.push(await evaluate(baseUrl, entry, data));
  const judged = results.filter((result) => result.precisionAt5 !== null);
  const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);
  return {
    results,
    holding: results.filter((result) => !result.failures.length).length / results.length,
    precisionAt5: mean(judged.map((result) => result.precisionAt5 ?? 0)),
    reachablePrecisionAt5: mean(judged.map((result) => result.reachablePrecisionAt5 ?? 0)),
    zeroResultRate: judged.filter((result) => result.total === 0).length / Math.max(1, judged.length),
  };
}

/** The report as an operator reads it: the numbers, then every case that does not hold. */
export function formatRelevance(report: RelevanceReport): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  const failing = report.results.filter((result) => result.failures.length);
  return [
    `Relevance: ${report.results.length} queries, ${percent(report.holding)} hold`,
    `precision@5: ${report.precisionAt5.toFixed(3)} (over the first min(5, relevant listings in the data): ${report.reachablePrecisionAt5.toFixed(3)})`,
    `zero results where the data has relevant listings: ${percent(report.zeroResultRate)}`,
    ...failing.map(
      (result) => `✗ [${result.case.ausbildung ? 'Ausbildung' : 'Praktika'}] "${result.case.query}": ${result.failures.join('; ')}`,
    ),
  ].join('\n');
}
