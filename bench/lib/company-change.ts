import type { Pool } from 'pg';
import type { ListingSearchResult } from '@praxisnah/contracts';
import { appendDomainEvent } from '@praxisnah/read-models';
import { waitFor } from '../../infra/testing/http';
import { percentile } from './load';
import { recentListingsSettled } from './stack';

/** What the listings index holds of a listing, as SQL on `listings` (without the company's own conditions). */
export const PUBLIC_LISTING = "status = 'aktiv' AND (valid_to IS NULL OR valid_to >= current_date)";

export interface Place {
  city: string;
  zip: string;
  lat: number;
  lon: number;
}

/** Where a renamed company moves to, alternating so every run is a real move. */
export const MOVES: readonly Place[] = [
  { city: 'Hamburg', zip: '20095', lat: 53.5511, lon: 9.9937 },
  { city: 'Köln', zip: '50667', lat: 50.9375, lon: 6.9603 },
];

/** Gives the company exactly `size` public listings, copies of one of its own (each with its own id). */
export async function giveListings(pool: Pool, companyId: string, size: number): Promise<void> {
  await pool.query(`UPDATE listings SET status = 'pausiert' WHERE company_id = $1 AND ${PUBLIC_LISTING}`, [companyId]);
  await pool.query(
    `INSERT INTO listings
     SELECT (jsonb_populate_record(null::listings, to_jsonb(l) || jsonb_build_object('id', gen_random_uuid(), 'status', 'aktiv', 'valid_to', null))).*
     FROM (SELECT * FROM listings WHERE company_id = $1 LIMIT 1) l, generate_series(1, $2)`,
    [companyId, size],
  );
}

/** Writes a rename and move as UpdateCompanyHandler does: the row and its outbox record in one transaction. */
export async function renameAndMove(pool: Pool, companyId: string, name: string, place: Place): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ version: number }>(
      'UPDATE companies SET name = $2, city = $3, zip = $4, latitude = $5, longitude = $6, version = version + 1 WHERE id = $1 RETURNING version',
      [companyId, name, place.city, place.zip, place.lat, place.lon],
    );
    await appendDomainEvent(client, {
      type: 'company.profile-changed',
      aggregateId: companyId,
      aggregateVersion: rows[0]!.version,
      companyId,
      payload: { name, changed: ['name', 'address'] },
    });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** A company name no listing contains yet, letters only (Meilisearch splits letters from digits). */
export function uniqueCompanyWord(prefix: string): string {
  return `${prefix}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;
}

/** The company whose listings are counted, with the verticals they are in (Praktikum false, Ausbildung true). */
export interface CountedCompany {
  id: string;
  verticals: readonly boolean[];
}

export interface ListingsIndex {
  /** Listings of the company that a search for `word` finds. */
  count(word: string, company: CountedCompany): Promise<number>;
}

/**
 * A listings index asked directly (master key), for a run without the API: the large index is then the only place
 * a change becomes searchable (no recent listings' instance).
 */
export function listingsIndex(meiliUrl: string, key: string, indexUid: string): ListingsIndex {
  return {
    async count(word, company) {
      const response = await fetch(`${meiliUrl}/indexes/${indexUid}/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ q: word, filter: `company.id = "${company.id}"`, hitsPerPage: 1, page: 1 }),
      });
      return response.ok ? (((await response.json()) as { totalHits?: number }).totalHits ?? 0) : 0;
    },
  };
}

/**
 * The public search API, as a visitor searches: with the recent listings' instance a listing is found there before
 * the large index has it. One request per vertical (the API searches one at a time); like bench/lib/freshness.ts it
 * relies on the benchmark's search limit per client (SEARCH_RATE_LIMIT_PER_MINUTE in bench/lib/stack.ts).
 */
export function searchApi(baseUrl: string): ListingsIndex {
  return {
    async count(word, company) {
      const totals = await Promise.all(
        company.verticals.map(async (isAusbildung) => {
          const query = new URLSearchParams({ q: word, company: company.id, isAusbildung: String(isAusbildung), page: '1', pageSize: '1' });
          const response = await fetch(`${baseUrl}/api/internships/search?${query}`);
          return response.ok ? ((await response.json()) as ListingSearchResult).total : 0;
        }),
      );
      return totals.reduce((sum, total) => sum + total, 0);
    },
  };
}

/**
 * Renames and moves the company, then waits until the index finds all `size` of its listings under the new name;
 * returns the milliseconds from the start of the write until then.
 */
export async function renameUntilSearchable(
  pool: Pool,
  index: ListingsIndex,
  company: { id: string; size: number },
  place: Place,
  timeoutMs = 120_000,
): Promise<number> {
  const { rows } = await pool.query<{ vertical: boolean }>(
    `SELECT DISTINCT is_ausbildung AS vertical FROM listings WHERE company_id = $1 AND ${PUBLIC_LISTING}`,
    [company.id],
  );
  const counted: CountedCompany = { id: company.id, verticals: rows.map((row) => row.vertical) };
  const word = uniqueCompanyWord('Umzug');
  const started = performance.now();
  await renameAndMove(pool, company.id, `${word} GmbH`, place);
  await waitFor(async () => ((await index.count(word, counted)) === company.size ? true : undefined), timeoutMs, 20);
  return performance.now() - started;
}

export interface FanoutPlan {
  /** Listings of the company renamed several times in a row, and how often. */
  small: number;
  smallRuns: number;
  /** Listings of the company renamed once after those. */
  large: number;
}

export interface FanoutResult {
  small: { size: number; times: number[] };
  large: { size: number; ms: number; startedAt: number };
  /** The first rename of both, which also brings their copied listings into the index (no other load). */
  setupMs: number;
}

export interface FanoutCompanies {
  pool: Pool;
  small: { id: string; size: number };
  large: { id: string; size: number };
  setupMs: number;
  close(): Promise<void>;
}

/**
 * Two companies of the generated data without an account (public as they are) get exactly `small` and `large` public
 * listings, and one rename each brings the copies into the index, so the measured renames start from a complete index.
 */
export async function prepareFanoutCompanies(
  pool: Pool,
  index: ListingsIndex,
  plan: FanoutPlan,
  recentMeiliUrl: string,
): Promise<FanoutCompanies> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT c.id FROM companies c
     WHERE c.suspended_at IS NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.company_id = c.id)
       AND EXISTS (SELECT 1 FROM listings l WHERE l.company_id = c.id)
     ORDER BY c.id LIMIT 2`,
  );
  if (rows.length < 2) throw new Error('The benchmark data has no two companies without an account for the fan-out');
  const small = { id: rows[0]!.id, size: plan.small };
  const large = { id: rows[1]!.id, size: plan.large };
  const started = performance.now();
  for (const company of [small, large]) {
    await giveListings(pool, company.id, company.size);
    await renameUntilSearchable(pool, index, company, MOVES[0]!, 600_000);
  }
  const setupMs = performance.now() - started;
  // Searchable is not done: the large index still has to take the copies, which is not what is measured next.
  await recentListingsSettled(recentMeiliUrl);
  return { pool, small, large, setupMs, close: () => pool.end() };
}

/** The renames measured while other companies publish: the small company `smallRuns` times, then the large one once. */
export async function runFanouts(
  companies: FanoutCompanies,
  index: ListingsIndex,
  plan: FanoutPlan,
  startAfterMs: number,
): Promise<FanoutResult> {
  await new Promise((resolve) => setTimeout(resolve, startAfterMs));
  const times: number[] = [];
  for (let run = 1; run <= plan.smallRuns; run++) {
    times.push(await renameUntilSearchable(companies.pool, index, companies.small, MOVES[run % MOVES.length]!));
  }
  const startedAt = performance.now();
  const ms = await renameUntilSearchable(companies.pool, index, companies.large, MOVES[1]!, 600_000);
  return { small: { size: plan.small, times }, large: { size: plan.large, ms, startedAt }, setupMs: companies.setupMs };
}

/** Publish → searchable of the listings the API accepted while the large company's change was on its way. */
export function freshnessDuring(samples: readonly { answeredAt: number; ms: number }[], window: { startedAt: number; ms: number }) {
  const inside = samples
    .filter((sample) => sample.answeredAt >= window.startedAt && sample.answeredAt <= window.startedAt + window.ms)
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  return { count: inside.length, p95: percentile(inside, 95) };
}
