import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { PeriodSweepJob } from './period-sweep.job';
import { PeriodSweepQueue } from './period-sweep.queue';

@Module({
  imports: [SubscriptionsModule],
  providers: [PeriodSweepJob, PeriodSweepQueue],
})
export class JobsModule {}
