import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZCheckoutRequest,
  ZPortalRequest,
  ZStripeWebhook,
  type TCheckoutRequest,
  type TPortalRequest,
  type TRedirect,
  type TStripeConfig,
  type TStripeWebhook,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
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

  @MessagePattern(REQUEST_TOPICS.billing.stripeConfig)
  stripeConfig(): Promise<TStripeConfig> {
    return this.config.config();
  }

  @MessagePattern(REQUEST_TOPICS.billing.checkoutCreate)
  createCheckout(@Payload(new ZodPayloadPipe(ZCheckoutRequest)) input: TCheckoutRequest): Promise<TRedirect> {
    return this.checkout.checkout(input);
  }

  @MessagePattern(REQUEST_TOPICS.billing.portalCreate)
  createPortal(@Payload(new ZodPayloadPipe(ZPortalRequest)) input: TPortalRequest): Promise<TRedirect> {
    return this.checkout.portal(input);
  }

  @MessagePattern(REQUEST_TOPICS.billing.stripeWebhook)
  webhook(@Payload(new ZodPayloadPipe(ZStripeWebhook)) input: TStripeWebhook): Promise<{ received: true; duplicate: boolean }> {
    return this.webhooks.receive(input);
  }
}
