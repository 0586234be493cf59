import { Injectable, NotFoundException } from '@nestjs/common';
import type {
  ApplicationView,
  AuditEntry,
  OperatorCompany,
  OperatorEvent,
  OperatorListing,
  OperatorListQuery,
  OperatorPage,
  RegionOption,
  RegionView,
} from '@praxisnah/contracts';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AuditLogRepository } from './audit-log.repository';
import { OperatorListRepository } from './operator-list.repository';
import { assertInScope, regionScope } from './operator-scope';
import { REGION_NOT_FOUND, RegionRepository } from './region.repository';
import { RegionalManagerApplicationRepository } from './regional-manager-application.repository';

/** What operators read: their region's companies, listings and events, regions, applications and the audit log. */
@Injectable()
export class OperatorReadService {
  constructor(
    private readonly regionRepository: RegionRepository,
    private readonly lists: OperatorListRepository,
    private readonly applicationRepository: RegionalManagerApplicationRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  /** A manager's own region always; an admin's chosen region, or every region (null). */
  private async scopeOf(user: AuthenticatedUser, query: OperatorListQuery): Promise<number | null> {
    const scope = regionScope(user);
    if (scope !== null) return scope;
    return query.region ? (await this.regionRepository.getBySlug(query.region)).id : null;
  }

  async companies(user: AuthenticatedUser, query: OperatorListQuery): Promise<OperatorPage<OperatorCompany>> {
    return this.lists.companies(await this.scopeOf(user, query), query);
  }

  async listings(user: AuthenticatedUser, query: OperatorListQuery): Promise<OperatorPage<OperatorListing>> {
    return this.lists.listings(await this.scopeOf(user, query), query);
  }

  async events(user: AuthenticatedUser, query: OperatorListQuery): Promise<OperatorPage<OperatorEvent>> {
    return this.lists.events(await this.scopeOf(user, query), query);
  }

  /** A manager reads their region's entries; an admin every entry. */
  auditLog(user: AuthenticatedUser): Promise<AuditEntry[]> {
    return this.audit.latest(regionScope(user));
  }

  regionOptions(): Promise<RegionOption[]> {
    return this.regionRepository.options();
  }

  regions(): Promise<RegionView[]> {
    return this.regionRepository.views();
  }

  /** A manager may open only their own region; without a slug, that is the one they get. */
  async region(user: AuthenticatedUser, slug: string | undefined): Promise<RegionView> {
    const row = await this.regionRepository.findView(slug ? { slug } : { id: regionScope(user) });
    if (!row) throw new NotFoundException({ message: REGION_NOT_FOUND });
    assertInScope(user, row.id);
    return row;
  }

  applications(): Promise<ApplicationView[]> {
    return this.applicationRepository.latest();
  }
}
