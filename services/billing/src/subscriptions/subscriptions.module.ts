import { Module } from '@nestjs/common';
import { RegistrationsConsumer } from './registrations.consumer';
import { SubscriptionsConsumer } from './subscriptions.consumer';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  controllers: [SubscriptionsConsumer, RegistrationsConsumer],
  providers: [SubscriptionsService, SubscriptionsRepository],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
