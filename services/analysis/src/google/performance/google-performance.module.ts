import { Module } from '@nestjs/common';
import { BusinessesModule } from '../../businesses/businesses.module';
import { GoogleCoreModule } from '../google-core.module';
import { GooglePerformanceService } from './google-performance.service';
import { ImportPerformanceJob } from './import-performance.job';
import { PerformanceQueue } from './performance.queue';
import { PerformanceRepository } from './performance.repository';

// Google's Business Profile Performance API: daily figures and search keywords of connected
// businesses, imported by jobs and read by the analytics series, the Dashboard and keyword ideas.
@Module({
  imports: [GoogleCoreModule, BusinessesModule],
  providers: [PerformanceRepository, ImportPerformanceJob, PerformanceQueue, GooglePerformanceService],
  exports: [GooglePerformanceService, PerformanceQueue],
})
export class GooglePerformanceModule {}
