import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { GooglePerformanceModule } from '../google/performance/google-performance.module';
import { AnalyticsConsumer } from './analytics.consumer';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';

@Module({
  imports: [BusinessesModule, GooglePerformanceModule],
  controllers: [AnalyticsConsumer],
  providers: [AnalyticsRepository, AnalyticsService],
  exports: [AnalyticsService, AnalyticsRepository],
})
export class AnalyticsModule {}
