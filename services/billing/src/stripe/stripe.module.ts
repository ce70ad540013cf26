import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { ApplyStripeEventJob } from './apply-stripe-event.job';
import { CheckoutService } from './checkout.service';
import { StripeConfigService } from './stripe-config.service';
import { StripeConsumer } from './stripe.consumer';
import { StripeEventsQueue } from './stripe-events.queue';
import { StripeEventsRepository } from './stripe-events.repository';
import { StripeGateway } from './stripe.gateway';
import { WebhookService } from './webhook.service';

@Module({
  imports: [PlansModule, SubscriptionsModule],
  controllers: [StripeConsumer],
  providers: [StripeGateway, StripeConfigService, CheckoutService, WebhookService, StripeEventsRepository, StripeEventsQueue, ApplyStripeEventJob],
  exports: [StripeGateway],
})
export class StripeModule {}
