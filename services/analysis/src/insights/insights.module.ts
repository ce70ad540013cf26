import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts/alerts.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { BackgroundRunsRepository } from '../common/background-runs.repository';
import { CompetitorsModule } from '../competitors/competitors.module';
import { ListingModule } from '../listing/listing.module';
import { WeeklyPlanModule } from '../weekly-plan/weekly-plan.module';
import { InsightsConsumer } from './insights.consumer';
import { InsightsQueue } from './insights.queue';
import { InsightsRepository } from './insights.repository';
import { InsightsService } from './insights.service';
import { GenerateInsightsJob } from './jobs/generate-insights.job';
import { SweepInsightsJob } from './jobs/sweep-insights.job';

@Module({
  imports: [BusinessesModule, CompetitorsModule, ListingModule, AnalyticsModule, AlertsModule, WeeklyPlanModule],
  controllers: [InsightsConsumer],
  providers: [BackgroundRunsRepository, InsightsRepository, InsightsService, GenerateInsightsJob, SweepInsightsJob, InsightsQueue],
  exports: [InsightsService],
})
export class InsightsModule {}
