import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { AlertsConsumer } from './alerts.consumer';
import { AlertsRepository } from './alerts.repository';
import { AlertsService } from './alerts.service';

// Issue 21: the in-app list of alerts. Detectors raise them inside their own transactions
// (raiseAlert, reviewAlerts), so they need nothing from this module.
@Module({
  imports: [BusinessesModule],
  controllers: [AlertsConsumer],
  providers: [AlertsRepository, AlertsService],
})
export class AlertsModule {}
