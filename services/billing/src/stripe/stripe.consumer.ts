import { Controller } from '@nestjs/common';
import { BillingRequests, type TRedirect, type TRequestOf, type TStripeConfig, type TStripeWebhookReceived } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { CheckoutService } from './checkout.service';
import { StripeConfigService } from './stripe-config.service';
import { WebhookService } from './webhook.service';

@Controller()
export class StripeConsumer {
  constructor(
    private readonly config: StripeConfigService,
    private readonly checkout: CheckoutService,
    private readonly webhooks: WebhookService,
  ) {}

  @Handles(BillingRequests.stripeConfig)
  stripeConfig(): Promise<TStripeConfig> {
    return this.config.config();
  }

  @Handles(BillingRequests.checkoutCreate)
  createCheckout(input: TRequestOf<typeof BillingRequests.checkoutCreate>): Promise<TRedirect> {
    return this.checkout.checkout(input);
  }

  @Handles(BillingRequests.portalCreate)
  createPortal(input: TRequestOf<typeof BillingRequests.portalCreate>): Promise<TRedirect> {
    return this.checkout.portal(input);
  }

  @Handles(BillingRequests.stripeWebhook)
  webhook(input: TRequestOf<typeof BillingRequests.stripeWebhook>): Promise<TStripeWebhookReceived> {
    return this.webhooks.receive(input);
  }
}
