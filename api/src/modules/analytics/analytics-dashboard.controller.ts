import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { dashboardRangeSchema, type AdminAnalytics, type AdminRegion, type CompanyAnalytics } from '@praxisnah/contracts';
import { parseWith } from '../../shared/validation/parse-with';
import { CurrentCompanyId } from '../auth/current-user.decorator';
import { Roles, SessionGuard } from '../auth/session.guard';
import { AnalyticsDashboardRepository } from './analytics-dashboard.repository';

/** The operators' dashboard (admins only) and each company's own numbers (bound to the caller's company). */
@Controller('api')
@UseGuards(SessionGuard)
export class AnalyticsDashboardController {
  constructor(private readonly dashboards: AnalyticsDashboardRepository) {}

  @Get('admin/analytics')
  @Roles('admin')
  @Header('Cache-Control', 'no-store')
  overview(@Query() query: unknown): Promise<AdminAnalytics> {
    return this.dashboards.admin(parseWith(dashboardRangeSchema, query));
  }

  @Get('admin/analytics/regions')
  @Roles('admin')
  regions(): Promise<AdminRegion[]> {
    return this.dashboards.regions();
  }

  @Get('company/analytics')
  @Roles('company')
  @Header('Cache-Control', 'no-store')
  company(@CurrentCompanyId() companyId: string): Promise<CompanyAnalytics> {
    return this.dashboards.company(companyId);
  }
}
