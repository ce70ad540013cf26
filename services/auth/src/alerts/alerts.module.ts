import { Module } from '@nestjs/common';
import { CommonModule } from '../common/common.module';
import { AlertMailService } from './alert-mail.service';
import { AlertsConsumer } from './alerts.consumer';
import { AlertsRepository } from './alerts.repository';
import { UnsubscribeTokens } from './unsubscribe-token';

// Issue 21: alert emails (from analysis.alert.raised) and their one-click unsubscribe.
@Module({
  imports: [CommonModule],
  controllers: [AlertsConsumer],
  providers: [AlertMailService, AlertsRepository, UnsubscribeTokens],
})
export class AlertsModule {}
