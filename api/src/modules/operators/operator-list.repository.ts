import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  OPERATOR_PAGE_SIZE,
  type OperatorCompany,
  type OperatorEvent,
  type OperatorListing,
  type OperatorListQuery,
  type OperatorPage,
} from '@praxisnah/contracts';

/** Escapes LIKE wildcards, so a search for "50%" finds that text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * An operator list: its rows (with a sort_key) and the columns it filters on: the region, the text searched in ($2),
 * hidden since, verified.
 */
interface OperatorList {
  select: string;
  region: string;
  text: string;
  hiddenSince: string;
  verified: string;
}

const COMPANIES: OperatorList = {
  select: `SELECT c.id, c.name, c.slug, c.city, c.zip, c.verified, c.suspended_at AS "suspendedAt", c.suspended_reason AS "suspendedReason",
         r.slug AS "regionSlug", r.name AS "regionName", to_char(c.created_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
         (SELECT count(*)::int FROM listings l WHERE l.company_id = c.id) AS "listingCount",
         (c.verified, -extract(epoch FROM c.created_at)) AS sort_key
       FROM companies c LEFT JOIN regions r ON r.id = c.region_id`,
  region: 'c.region_id',
  text: 'c.name ILIKE $2 OR c.city ILIKE $2 OR c.zip LIKE $2',
  hiddenSince: 'c.suspended_at',
  verified: 'c.verified',
};

const LISTINGS: OperatorList = {
  select: `SELECT l.id, l.title, l.is_ausbildung AS "isAusbildung", l.status, COALESCE(l.city, c.city) AS city,
         json_build_object('id', c.id, 'name', c.name, 'suspended', c.suspended_at IS NOT NULL) AS company,
         r.slug AS "regionSlug", r.name AS "regionName",
         to_char(l.hidden_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "hiddenAt", l.hidden_reason AS "hiddenReason",
         -extract(epoch FROM l.updated_at) AS sort_key
       FROM listings l JOIN companies c ON c.id = l.company_id LEFT JOIN regions r ON r.id = COALESCE(l.region_id, c.region_id)`,
  region: 'COALESCE(l.region_id, c.region_id)',
  text: 'l.title ILIKE $2 OR c.name ILIKE $2 OR COALESCE(l.city, c.city) ILIKE $2',
  hiddenSince: 'l.hidden_at',
  verified: 'c.verified',
};

const EVENTS: OperatorList = {
  select: `SELECT e.id, e.title, to_char(e.event_date, 'YYYY-MM-DD') AS "eventDate", e.city,
         CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'suspended', c.suspended_at IS NOT NULL) END AS company,
         r.slug AS "regionSlug", r.name AS "regionName",
         to_char(e.hidden_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "hiddenAt", e.hidden_reason AS "hiddenReason",
         -extract(epoch FROM e.event_date::timestamp) AS sort_key
       FROM events e LEFT JOIN companies c ON c.id = e.company_id LEFT JOIN regions r ON r.id = COALESCE(e.region_id, c.region_id)`,
  region: 'COALESCE(e.region_id, c.region_id)',
  text: 'e.title ILIKE $2 OR c.name ILIKE $2 OR e.city ILIKE $2',
  hiddenSince: 'e.hidden_at',
  verified: 'COALESCE(c.verified, true)',
};

/**
 * The companies, listings and events operators browse, a page at a time, filtered by the query and the region
 * (null: every region).
 */
@Injectable()
export class OperatorListRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  companies(region: number | null, query: OperatorListQuery): Promise<OperatorPage<OperatorCompany>> {
    return this.page<OperatorCompany>(COMPANIES, region, query);
  }

  listings(region: number | null, query: OperatorListQuery): Promise<OperatorPage<OperatorListing>> {
    return this.page<OperatorListing>(LISTINGS, region, query);
  }

  events(region: number | null, query: OperatorListQuery): Promise<OperatorPage<OperatorEvent>> {
    return this.page<OperatorEvent>(EVENTS, region, query);
  }

  /** One page of the list's rows, narrowed by the region and the query's filters. */
  private async page<T>(list: OperatorList, region: number | null, query: OperatorListQuery): Promise<OperatorPage<T>> {
    const sql = `${list.select}
       WHERE ($1::int IS NULL OR ${list.region} = $1)
         AND ($2::text IS NULL OR ${list.text})
         AND ($3 = 'alle' OR ($3 = 'ausgeblendet') = (${list.hiddenSince} IS NOT NULL))
         AND ($4 = 'alle' OR ($4 = 'ja') = ${list.verified})`;
    const params = [region, query.q ? likePattern(query.q) : null, query.visibility, query.verified];
    const rows = await this.dataSource.query<(T & { total: string })[]>(
      `SELECT *, count(*) OVER () AS total FROM (${sql}) AS matches ORDER BY sort_key LIMIT ${OPERATOR_PAGE_SIZE} OFFSET $${params.length + 1}`,
      [...params, (query.page - 1) * OPERATOR_PAGE_SIZE],
    );
    const total = Number(rows[0]?.total ?? 0);
    const items = rows.map(({ total: _total, sort_key: _sort, ...item }: T & { total: string; sort_key?: unknown }) => item as T);
    return { items, total, page: query.page, pageSize: OPERATOR_PAGE_SIZE };
  }
}
