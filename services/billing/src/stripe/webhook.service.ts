import { Injectable, Logger } from '@nestjs/common';
import type { TStripeWebhook, TStripeWebhookReceived } from '@app/contracts';
import { customerOfEvent } from './erased-customers';
import { StripeEventsQueue } from './stripe-events.queue';
import { StripeEventsRepository } from './stripe-events.repository';
import { StripeGateway } from './stripe.gateway';

// Answers Stripe fast: verify, store once, enqueue; the worker does the work.
@Injectable()
export class WebhookService {
  private readonly logger = new Logger(WebhookService.name);

  constructor(
    private readonly gateway: StripeGateway,
    private readonly events: StripeEventsRepository,
    private readonly queue: StripeEventsQueue,
  ) {}

  async receive(input: TStripeWebhook): Promise<TStripeWebhookReceived> {
    const event = this.gateway.verifyWebhook(input.payload, input.signature);
    // The echo of an erasure (the cancelled subscription, the deleted customer): nothing to keep.
    const customer = customerOfEvent(event);
    if (customer && (await this.events.isErasedCustomer(customer))) return { received: true, duplicate: false };
    const isNew = await this.events.record(event);
    if (isNew) {
      // A lost enqueue is caught up by the periodic inbox check, so Stripe still gets its 2xx.
      await this.queue.enqueue(event.id).catch((error: unknown) => this.logger.warn({ err: error, eventId: event.id }, 'Could not enqueue a Stripe event'));
    }
    return { received: true, duplicate: !isNew };
  }
}
