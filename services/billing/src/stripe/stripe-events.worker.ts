import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import Redis from 'ioredis';
import { BILLING_QUEUES } from '@app/contracts';
import { instrumentWorker, SERVICE_ENV, watchQueueDepth } from '@app/service-kit';
import { queuePrefixOf } from '../common/queues';
import type { TBillingEnv } from '../config/env';
import { ApplyStripeEventJob } from './apply-stripe-event.job';
import { StripeEventsQueue } from './stripe-events.queue';

// One event at a time per replica keeps one business's events in arrival order here; the
// stripe_state_at guard keeps the newest state whatever the order.
@Injectable()
export class StripeEventsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(StripeEventsWorker.name);
  private worker: Worker | undefined;
  private connection: Redis | undefined;
  private unwatch: (() => void) | undefined;

  constructor(
    private readonly redis: Redis,
    @Inject(SERVICE_ENV) private readonly env: TBillingEnv,
    private readonly queue: StripeEventsQueue,
    private readonly job: ApplyStripeEventJob,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.queue.upsertJobScheduler('stripe-inbox-check', { every: this.env.BILLING_SWEEP_INTERVAL_MS }, { name: 'pending' });
    this.connection = this.redis.duplicate();
    this.worker = new Worker(BILLING_QUEUES.stripeEvents, (job) => (job.name === 'pending' ? this.job.applyPending() : this.job.handle(job.data)), {
      connection: this.connection,
      prefix: queuePrefixOf(this.env.databaseUrl),
      concurrency: 1,
    });
    instrumentWorker(this.worker);
    this.unwatch = watchQueueDepth(this.queue.queue);
    this.worker.on('failed', (job, error) => this.logger.warn({ err: error, jobId: job?.id }, 'Applying a Stripe event failed; it will be retried'));
  }

  async onApplicationShutdown(): Promise<void> {
    this.unwatch?.();
    await this.worker?.close();
    await this.connection?.quit().catch(() => undefined);
  }
}
