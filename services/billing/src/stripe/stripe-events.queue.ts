import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { BILLING_QUEUES } from '@app/contracts';
import { SERVICE_ENV } from '@app/service-kit';
import { JOB_DEFAULTS, queuePrefixOf } from '../common/queues';
import type { TBillingEnv } from '../config/env';

@Injectable()
export class StripeEventsQueue implements OnApplicationShutdown {
  readonly queue: Queue;

  constructor(redis: Redis, @Inject(SERVICE_ENV) env: TBillingEnv) {
    this.queue = new Queue(BILLING_QUEUES.stripeEvents, { connection: redis, prefix: queuePrefixOf(env.databaseUrl), defaultJobOptions: JOB_DEFAULTS });
  }

  // The event id is the job id: enqueueing an event twice leaves one job.
  async enqueue(eventId: string): Promise<void> {
    await this.queue.add('apply', { eventId }, { jobId: eventId });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
