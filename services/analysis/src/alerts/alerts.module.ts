import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { AlertsConsumer } from './alerts.consumer';
import { AlertsRepository } from './alerts.repository';
import { AlertsService } from './alerts.service';
import { ReviewDigest } from './review-digest';

// Issue 21: the in-app list of alerts, and the daily review roll-up (used by the daily job).
// Other detectors raise alerts inside their own transactions (raiseAlert, raiseReviewAlerts).
@Module({
  imports: [BusinessesModule],
  controllers: [AlertsConsumer],
  providers: [AlertsRepository, AlertsService, ReviewDigest],
  exports: [ReviewDigest],
})
export class AlertsModule {}
