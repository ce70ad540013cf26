import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { AllowanceRepository } from './allowance.repository';
import { AllowanceService } from './allowance.service';
import { EarningsService } from './earnings.service';
import { GRID_PROVIDER, createGridProvider } from './grid-provider';
import { GridScansQueue } from './grid-scans.queue';
import { ScanRunner } from './scan-runner';
import { ScanScheduler } from './scan-scheduler';
import { ScansRepository } from './scans.repository';
import { VisibilityConsumer } from './visibility.consumer';
import { VisibilityService } from './visibility.service';

// Geo-grid visibility scans and the month's lookup allowance (docs/product.md, Visibility).
// The allowance is exported: the daily rank checks draw on it too.
@Module({
  imports: [BusinessesModule, AnalyticsModule],
  controllers: [VisibilityConsumer],
  providers: [
    { provide: GRID_PROVIDER, useFactory: createGridProvider },
    AllowanceRepository,
    AllowanceService,
    ScansRepository,
    ScanRunner,
    ScanScheduler,
    GridScansQueue,
    VisibilityService,
    EarningsService,
  ],
  exports: [AllowanceService, GridScansQueue],
})
export class VisibilityModule {}
