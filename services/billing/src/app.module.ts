import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@app/service-kit';
import { env } from './config/env';
import { ErasureModule } from './erasure/erasure.module';
import { PrismaClient } from './generated/prisma/client';
import { HistoryModule } from './history/history.module';
import { JobsModule } from './jobs/jobs.module';
import { PlansModule } from './plans/plans.module';
import { StripeModule } from './stripe/stripe.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';

@Module({
  imports: [ServiceKitModule.forService({ env, prisma: PrismaClient }), PlansModule, SubscriptionsModule, HistoryModule, StripeModule, JobsModule, ErasureModule],
})
export class AppModule {}
