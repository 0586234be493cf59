import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  OPERATOR_PAGE_SIZE,
  type ApplicationView,
  type AuditEntry,
  type OperatorCompany,
  type OperatorEvent,
  type OperatorListing,
  type OperatorListQuery,
  type OperatorPage,
  type RegionOption,
  type RegionView,
} from '@praxisnah/contracts';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AuditLogRepository } from './audit-log.repository';
import { assertInScope, regionScope } from './operator-scope';
import { REGION_NOT_FOUND, RegionRepository } from './region.repository';

/** Escapes LIKE wildcards, so a search for "50%" finds that text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const REGION_VIEW_SQL = `
  SELECT r.id, r.slug, r.name, r.states, r.postcode_ranges AS "postcodeRanges", r.contact_name AS "contactName",
    r.contact_email AS "contactEmail", r.contact_phone AS "contactPhone", r.address, r.zip, r.city,
    r.home_title AS "homeTitle", r.home_intro AS "homeIntro",
    (SELECT count(*)::int FROM companies c WHERE c.region_id = r.id) AS "companyCount",
    COALESCE((SELECT array_agg(u.email::text ORDER BY u.email) FROM users u WHERE u.region_id = r.id AND u.role = 'regional_manager'), '{}') AS managers,
    CASE WHEN r.reassignment_requested_at IS NOT NULL THEN json_build_object(
      'status', CASE WHEN r.reassigned_at IS NULL THEN 'running' ELSE 'finished' END,
      'requestedAt', to_char(r.reassignment_requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'finishedAt', to_char(r.reassigned_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    ) END AS reassignment
  FROM regions r`;

/** What operators read: their region's companies, listings and events, regions, applications and the audit log. */
@Injectable()
export class OperatorReadService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly regionRepository: RegionRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  /** A manager's own region always; an admin's chosen region, or every region (null). */
  private async scopeOf(user: AuthenticatedUser, query: OperatorListQuery): Promise<number | null> {
    const scope = regionScope(user);
    if (scope !== null) return scope;
    return query.region ? (await this.regionRepository.getBySlug(query.region)).id : null;
  }

  private async page<T>(sql: string, params: unknown[], query: OperatorListQuery): Promise<OperatorPage<T>> {
    const rows = await this.dataSource.query<(T & { total: string })[]>(
      `SELECT *, count(*) OVER () AS total FROM (${sql}) AS matches ORDER BY sort_key LIMIT ${OPERATOR_PAGE_SIZE} OFFSET $${params.length + 1}`,
      [...params, (query.page - 1) * OPERATOR_PAGE_SIZE],
    );
    const total = Number(rows[0]?.total ?? 0);
    const items = rows.map(({ total: _total, sort_key: _sort, ...item }: T & { total: string; sort_key?: unknown }) => item as T);
    return { items, total, page: query.page, pageSize: OPERATOR_PAGE_SIZE };
  }

  async companies(user: AuthenticatedUser, query: OperatorListQuery): Promise<OperatorPage<OperatorCompany>> {
    const region = await this.scopeOf(user, query);
    return this.page<OperatorCompany>(
      `SELECT c.id, c.name, c.slug, c.city, c.zip, c.verified, c.suspended_at AS "suspendedAt", c.suspended_reason AS "suspendedReason",
         r.slug AS "regionSlug", r.name AS "regionName", to_char(c.created_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
         (SELECT count(*)::int FROM listings l WHERE l.company_id = c.id) AS "listingCount",
         (c.verified, -extract(epoch FROM c.created_at)) AS sort_key
       FROM companies c LEFT JOIN regions r ON r.id = c.region_id
       WHERE ($1::int IS NULL OR c.region_id = $1)
         AND ($2::text IS NULL OR c.name ILIKE $2 OR c.city ILIKE $2 OR c.zip LIKE $2)
         AND ($3 = 'alle' OR ($3 = 'ausgeblendet') = (c.suspended_at IS NOT NULL))
         AND ($4 = 'alle' OR ($4 = 'ja') = c.verified)`,
      [region, query.q ? likePattern(query.q) : null, query.visibility, query.verified],
      query,
    );
  }

  async listings(user: AuthenticatedUser, query: OperatorListQuery): Promise<OperatorPage<OperatorListing>> {
    const region = await this.scopeOf(user, query);
    return this.page<OperatorListing>(
      `SELECT l.id, l.title, l.is_ausbildung AS "isAusbildung", l.status, COALESCE(l.city, c.city) AS city,
         json_build_object('id', c.id, 'name', c.name, 'suspended', c.suspended_at IS NOT NULL) AS company,
         r.slug AS "regionSlug", r.name AS "regionName",
         to_char(l.hidden_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "hiddenAt", l.hidden_reason AS "hiddenReason",
         -extract(epoch FROM l.updated_at) AS sort_key
       FROM listings l JOIN companies c ON c.id = l.company_id LEFT JOIN regions r ON r.id = COALESCE(l.region_id, c.region_id)
       WHERE ($1::int IS NULL OR COALESCE(l.region_id, c.region_id) = $1)
         AND ($2::text IS NULL OR l.title ILIKE $2 OR c.name ILIKE $2 OR COALESCE(l.city, c.city) ILIKE $2)
         AND ($3 = 'alle' OR ($3 = 'ausgeblendet') = (l.hidden_at IS NOT NULL))
         AND ($4 = 'alle' OR ($4 = 'ja') = c.verified)`,
      [region, query.q ? likePattern(query.q) : null, query.visibility, query.verified],
      query,
    );
  }

  async events(user: AuthenticatedUser, query: OperatorListQuery): Promise<OperatorPage<OperatorEvent>> {
    const region = await this.scopeOf(user, query);
    return this.page<OperatorEvent>(
      `SELECT e.id, e.title, to_char(e.event_date, 'YYYY-MM-DD') AS "eventDate", e.city,
         CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'suspended', c.suspended_at IS NOT NULL) END AS company,
         r.slug AS "regionSlug", r.name AS "regionName",
         to_char(e.hidden_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "hiddenAt", e.hidden_reason AS "hiddenReason",
         -extract(epoch FROM e.event_date::timestamp) AS sort_key
       FROM events e LEFT JOIN companies c ON c.id = e.company_id LEFT JOIN regions r ON r.id = COALESCE(e.region_id, c.region_id)
       WHERE ($1::int IS NULL OR COALESCE(e.region_id, c.region_id) = $1)
         AND ($2::text IS NULL OR e.title ILIKE $2 OR c.name ILIKE $2 OR e.city ILIKE $2)
         AND ($3 = 'alle' OR ($3 = 'ausgeblendet') = (e.hidden_at IS NOT NULL))
         AND ($4 = 'alle' OR ($4 = 'ja') = COALESCE(c.verified, true))`,
      [region, query.q ? likePattern(query.q) : null, query.visibility, query.verified],
      query,
    );
  }

  /** A manager reads their region's entries; an admin every entry. */
  auditLog(user: AuthenticatedUser): Promise<AuditEntry[]> {
    return this.audit.latest(regionScope(user));
  }

  async regionOptions(): Promise<RegionOption[]> {
    return this.dataSource.query<RegionOption[]>('SELECT slug, name FROM regions ORDER BY name');
  }

  async regions(): Promise<RegionView[]> {
    return this.dataSource.query<RegionView[]>(`${REGION_VIEW_SQL} ORDER BY r.name`);
  }

  /** A manager may open only their own region; without a slug, that is the one they get. */
  async region(user: AuthenticatedUser, slug: string | undefined): Promise<RegionView> {
    const scope = regionScope(user);
    const [row] = slug
      ? await this.dataSource.query<RegionView[]>(`${REGION_VIEW_SQL} WHERE r.slug = $1`, [slug])
      : await this.dataSource.query<RegionView[]>(`${REGION_VIEW_SQL} WHERE r.id = $1`, [scope]);
    if (!row) throw new NotFoundException({ message: REGION_NOT_FOUND });
    assertInScope(user, row.id);
    return row;
  }

  async applications(): Promise<ApplicationView[]> {
    return this.dataSource.query<ApplicationView[]>(
      `SELECT a.id, a.name, a.email, a.phone, r.slug AS "regionSlug", r.name AS "regionName", a.motivation, a.status,
         a.decision_message AS "decisionMessage", to_char(a.created_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
         to_char(a.decided_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "decidedAt"
       FROM regional_manager_applications a JOIN regions r ON r.id = a.region_id
       ORDER BY a.status = 'offen' DESC, a.created_at DESC LIMIT 200`,
    );
  }
}
