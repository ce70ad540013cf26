import { Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { changeOf } from './stripe-event-changes';
import { StripeEventsRepository } from './stripe-events.repository';

export const ZApplyStripeEventJob = z.object({ eventId: z.string().min(1) });

// Applies one stored Stripe event (after the webhook was answered). Safe to run twice: the
// inbox row is marked processed in the transaction that applies it.
@Injectable()
export class ApplyStripeEventJob {
  private readonly logger = new Logger(ApplyStripeEventJob.name);

  constructor(private readonly events: StripeEventsRepository) {}

  async handle(data: unknown): Promise<void> {
    const { eventId } = ZApplyStripeEventJob.parse(data);
    const stored = await this.events.find(eventId);
    if (!stored || stored.processed) return;
    const outcome = await this.events.apply(eventId, changeOf(stored.payload), new Date());
    if (outcome === 'unknown-account') this.logger.log({ eventId, type: stored.payload.type }, 'Stripe event kept until its account is known');
    else this.logger.log({ eventId, type: stored.payload.type, outcome }, 'Stripe event applied');
  }

  // Events stored but not applied (the queue lost the job, or the account was not known yet):
  // applied by the periodic check.
  async applyPending(): Promise<void> {
    for (const eventId of await this.events.pending(new Date(Date.now() - 30_000), 100)) await this.handle({ eventId });
  }
}
