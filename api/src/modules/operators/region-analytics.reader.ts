import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RegionAnalytics, RegionAnalyticsQuery } from '@praxisnah/contracts';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AnalyticsDashboardRepository } from '../analytics/analytics-dashboard.repository';
import { OUTSIDE_REGION, regionIdBySlug, regionScope } from './operator-scope';

const DEFAULT_ANALYTICS_DAYS = 30;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The region's numbers for the moderation desk (last 30 days unless `from`/`to`). A manager always reads their own
 * region and is refused another one's slug; an admin names any region or none (every region together).
 */
@Injectable()
export class RegionAnalyticsReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analytics: AnalyticsDashboardRepository,
  ) {}

  async read(user: AuthenticatedUser, query: RegionAnalyticsQuery): Promise<RegionAnalytics> {
    const scope = regionScope(user);
    const requested = query.region ? await regionIdBySlug(this.dataSource.manager, query.region) : null;
    if (scope !== null && requested !== null && requested !== scope) throw new ForbiddenException({ message: OUTSIDE_REGION });
    const regionId = scope ?? requested;
    const [region] =
      regionId === null
        ? []
        : await this.dataSource.query<{ id: number; slug: string; name: string }[]>('SELECT id, slug, name FROM regions WHERE id = $1', [
            regionId,
          ]);
    const to = query.to ?? isoDay(new Date());
    const from = query.from ?? isoDay(new Date(Date.parse(to) - (DEFAULT_ANALYTICS_DAYS - 1) * 86_400_000));
    return this.analytics.region(from, to, region ?? null);
  }
}
