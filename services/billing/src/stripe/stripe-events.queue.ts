import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HealthService, SERVICE_ENV, ServiceQueue } from '@app/service-kit';
import { BILLING_QUEUES } from '../common/queues';
import type { TBillingEnv } from '../config/env';
import { ApplyStripeEventJob } from './apply-stripe-event.job';

// The repeating look for stored events not applied yet (its scheduler id is its job name).
const PENDING_CHECK = 'stripe-inbox-check';

// Verified Stripe events, applied after the webhook was answered: `apply` one event (job id =
// event id, so enqueueing an event twice leaves one job), and the repeating check. One job at a
// time per replica keeps one business's events in arrival order here; the stripe_state_at guard
// keeps the newest state whatever the order.
@Injectable()
export class StripeEventsQueue extends ServiceQueue {
  constructor(
    @Inject(SERVICE_ENV) env: TBillingEnv,
    health: HealthService,
    private readonly job: ApplyStripeEventJob,
  ) {
    super({
      name: BILLING_QUEUES.stripeEvents,
      databaseUrl: env.databaseUrl,
      redisUrl: env.REDIS_URL,
      label: BILLING_QUEUES.stripeEvents,
      concurrency: 1,
      health,
      sweep: { jobName: PENDING_CHECK, everyMs: env.BILLING_SWEEP_INTERVAL_MS },
    });
  }

  async enqueue(eventId: string): Promise<void> {
    await this.queue.add('apply', { eventId }, { jobId: eventId });
  }

  protected process(job: Job): Promise<void> {
    switch (job.name) {
      case 'apply':
        return this.job.handle(job.data);
      case PENDING_CHECK:
        return this.job.applyPending();
      default:
        this.unknownJob(job);
        return Promise.resolve();
    }
  }
}
