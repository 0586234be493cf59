import { Global, Module } from '@nestjs/common';
import { AnalyticsRecorder } from './analytics-recorder';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsDashboardController } from './analytics-dashboard.controller';
import { AnalyticsDashboardRepository } from './analytics-dashboard.repository';

/** Records facts (global: the search, directory and link modules record what they serve) and answers the dashboards. */
@Global()
@Module({
  controllers: [AnalyticsController, AnalyticsDashboardController],
  providers: [AnalyticsRecorder, AnalyticsDashboardRepository],
  exports: [AnalyticsRecorder, AnalyticsDashboardRepository],
})
export class AnalyticsModule {}
