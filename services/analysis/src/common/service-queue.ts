import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { createRedis, instrumentWorker, watchQueueDepth } from '@app/service-kit';
import { env } from '../config/env';
import { JOB_DEFAULTS, queuePrefixOf } from './queues';

type TServiceQueueOptions = {
  name: string;
  // What the logs and Redis client names call it, e.g. 'rank-checks'.
  label: string;
  // A repeating job that looks for work that is due, scheduled when the service starts.
  sweep?: { jobName: string; everyMs: number };
};

// A BullMQ queue and its worker inside the service process (docs/architecture.md): keys namespaced by
// the database, the job defaults, metrics, a repeating sweep if any, and both closed with the
// service. A subclass adds its jobs and says how to process each.
export abstract class ServiceQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger: Logger;
  private readonly connection: Redis;
  private readonly workerConnection: Redis;
  protected readonly queue: Queue;
  private worker: Worker | undefined;
  private unwatch: (() => void) | undefined;

  protected constructor(private readonly options: TServiceQueueOptions) {
    this.logger = new Logger(new.target.name);
    this.connection = createRedis(env.REDIS_URL, `analysis-${options.label}`);
    this.workerConnection = createRedis(env.REDIS_URL, `analysis-${options.label}-worker`);
    this.queue = new Queue(options.name, { connection: this.connection, prefix: queuePrefixOf(env.databaseUrl), defaultJobOptions: JOB_DEFAULTS });
  }

  protected abstract process(job: Job): Promise<void>;

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker(this.options.name, (job) => this.process(job), { connection: this.workerConnection, prefix: queuePrefixOf(env.databaseUrl), concurrency: 2 });
    this.worker.on('failed', (job, error) => this.logger.warn({ err: error, jobId: job?.id, name: job?.name }, `A ${this.options.label} job failed`));
    instrumentWorker(this.worker);
    this.unwatch = watchQueueDepth(this.queue);
    const { sweep } = this.options;
    if (sweep) await this.queue.upsertJobScheduler(sweep.jobName, { every: sweep.everyMs }, { name: sweep.jobName, data: {} });
  }

  async onApplicationShutdown(): Promise<void> {
    this.unwatch?.();
    await this.worker?.close();
    await this.queue.close();
    // BullMQ leaves connections it was given open.
    await Promise.all([this.connection.quit().catch(() => undefined), this.workerConnection.quit().catch(() => undefined)]);
  }

  protected unknownJob(job: Job): void {
    this.logger.warn({ name: job.name }, `Unknown ${this.options.label} job`);
  }
}
