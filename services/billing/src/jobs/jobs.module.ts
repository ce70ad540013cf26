import { Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { BILLING_QUEUES } from '@app/contracts';
import { instrumentWorker, SERVICE_ENV, watchQueueDepth } from '@app/service-kit';
import type { TBillingEnv } from '../config/env';
import { queuePrefixOf } from '../common/queues';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { PeriodSweepJob } from './period-sweep.job';

@Injectable()
class BillingWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BillingWorkers.name);
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private workerConnection: Redis | undefined;
  private unwatch: (() => void) | undefined;

  constructor(
    private readonly redis: Redis,
    @Inject(SERVICE_ENV) private readonly env: TBillingEnv,
    private readonly sweep: PeriodSweepJob,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const prefix = queuePrefixOf(this.env.databaseUrl);
    this.queue = new Queue(BILLING_QUEUES.periodSweep, { connection: this.redis, prefix });
    // One scheduler id: replicas upsert the same repeating job instead of adding one each.
    await this.queue.upsertJobScheduler('period-sweep', { every: this.env.BILLING_SWEEP_INTERVAL_MS }, { name: 'sweep', opts: { removeOnComplete: 100, removeOnFail: 500 } });
    this.worker = new Worker(BILLING_QUEUES.periodSweep, () => this.sweep.handle(), { connection: (this.workerConnection = this.redis.duplicate()), prefix, concurrency: 1 });
    instrumentWorker(this.worker);
    this.unwatch = watchQueueDepth(this.queue);
    this.worker.on('failed', (_job, error) => this.logger.warn({ err: error }, 'Period sweep failed; the next run retries'));
  }

  async onApplicationShutdown(): Promise<void> {
    this.unwatch?.();
    await this.worker?.close();
    await this.queue?.close();
    await this.workerConnection?.quit().catch(() => undefined);
  }
}

@Module({
  imports: [SubscriptionsModule],
  providers: [PeriodSweepJob, BillingWorkers],
})
export class JobsModule {}
