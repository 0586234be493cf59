import { ForbiddenException, Injectable } from '@nestjs/common';
import type { RegionAnalytics, RegionAnalyticsQuery } from '@praxisnah/contracts';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AnalyticsDashboardRepository } from '../analytics/analytics-dashboard.repository';
import { OUTSIDE_REGION, regionScope } from './operator-scope';
import { RegionRepository, type RegionSummary } from './region.repository';

const DEFAULT_ANALYTICS_DAYS = 30;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The region's numbers for the moderation desk (last 30 days unless `from`/`to`). A manager always reads their own
 * region and is refused another one's slug; an admin names any region or none (every region together).
 */
@Injectable()
export class RegionAnalyticsReader {
  constructor(
    private readonly regions: RegionRepository,
    private readonly analytics: AnalyticsDashboardRepository,
  ) {}

  async read(user: AuthenticatedUser, query: RegionAnalyticsQuery): Promise<RegionAnalytics> {
    const to = query.to ?? isoDay(new Date());
    const from = query.from ?? isoDay(new Date(Date.parse(to) - (DEFAULT_ANALYTICS_DAYS - 1) * 86_400_000));
    return this.analytics.region(from, to, await this.regionOf(user, query.region));
  }

  /** One lookup: the named region (checked against a manager's own), else a manager's own, else all (null). */
  private async regionOf(user: AuthenticatedUser, slug: string | undefined): Promise<RegionSummary | null> {
    const scope = regionScope(user);
    if (slug) {
      const region = await this.regions.getBySlug(slug);
      if (scope !== null && region.id !== scope) throw new ForbiddenException({ message: OUTSIDE_REGION });
      return region;
    }
    return scope === null ? null : this.regions.findById(scope);
  }
}
