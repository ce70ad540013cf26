import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { InsightsModule } from '../insights/insights.module';
import { OverviewConsumer } from './overview.consumer';
import { OverviewRepository } from './overview.repository';
import { OverviewService } from './overview.service';
import { ReviewActivityConsumer } from './review-activity.consumer';

@Module({
  imports: [BusinessesModule, AnalyticsModule, InsightsModule],
  controllers: [OverviewConsumer, ReviewActivityConsumer],
  providers: [OverviewRepository, OverviewService],
})
export class OverviewModule {}
