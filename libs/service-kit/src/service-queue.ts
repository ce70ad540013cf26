import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker, type Job, type JobsOptions, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { TQueueHealth } from '@app/contracts';
import type { HealthService } from './health';
import { instrumentWorker, watchQueueDepth } from './queue-metrics';
import { createRedis } from './redis';
import { queuePrefixOf } from './redis-acl';

// Every queue's jobs: bounded retries with exponential backoff, failed jobs kept for inspection
// (they are the queue's dead letters, counted in the health report), finished ones trimmed.
export const JOB_DEFAULTS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: 1_000,
  removeOnFail: 5_000,
} as const satisfies JobsOptions;

export type TServiceQueueOptions = {
  // The queue's name: a stored identifier, private to the service (never renamed).
  name: string;
  // The service's database URL: the key prefix is its database name, so a test system and
  // `npm start` sharing one Redis never take each other's jobs.
  databaseUrl: string;
  redisUrl: string;
  // What the logs and Redis client names call it, e.g. 'analysis-rank-checks'.
  label: string;
  concurrency?: number;
  // Overrides of JOB_DEFAULTS for this queue's jobs (say a different number of attempts).
  jobDefaults?: JobsOptions;
  // A repeating job that looks for work that is due, scheduled when the service starts.
  sweep?: { jobName: string; everyMs: number };
  // false: this process only adds jobs; the worker starts when startWorker() is called (a
  // process of its own), or not at all.
  worker?: boolean;
  // The worker's own settings (lock duration, stalled checks, a rate limiter).
  workerOptions?: Omit<WorkerOptions, 'connection' | 'prefix' | 'concurrency'>;
  // Shows the queue's counts in the service's health report (failed jobs as its dead letters).
  health?: HealthService;
};

// A BullMQ queue and its worker, living with the service (started at boot, closed at shutdown):
// the kit's one key prefix and job defaults, metrics and dead-letter counts. A subclass adds its
// jobs and says how to process each.
export abstract class ServiceQueue implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  protected readonly logger: Logger;
  protected readonly queue: Queue;
  private readonly connection: Redis;
  private workerConnection: Redis | undefined;
  private worker: Worker | undefined;
  private unwatch: (() => void) | undefined;

  protected constructor(private readonly options: TServiceQueueOptions) {
    this.logger = new Logger(new.target.name);
    this.connection = createRedis(options.redisUrl, options.label);
    this.queue = new Queue(options.name, {
      connection: this.connection,
      prefix: queuePrefixOf(options.databaseUrl),
      defaultJobOptions: { ...JOB_DEFAULTS, ...options.jobDefaults },
    });
    options.health?.addQueue(options.name, () => this.counts());
  }

  // Jobs by state, for the service's health report (failed: every attempt failed, its dead letters).
  async counts(): Promise<TQueueHealth> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized');
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      deadLetter: counts.failed ?? 0,
    };
  }

  protected abstract process(job: Job): Promise<unknown>;

  // After its last attempt failed (the job stays in the queue's failed set, its dead letter).
  protected onFinalFailure(_job: Job, _error: Error): Promise<void> {
    return Promise.resolve();
  }

  async onApplicationBootstrap(): Promise<void> {
    this.unwatch = watchQueueDepth(this.queue);
    if (this.options.worker !== false) this.startWorker();
    const { sweep } = this.options;
    if (sweep) await this.queue.upsertJobScheduler(sweep.jobName, { every: sweep.everyMs }, { name: sweep.jobName, data: {} });
  }

  startWorker(): void {
    if (this.worker) return;
    this.workerConnection = createRedis(this.options.redisUrl, `${this.options.label}-worker`);
    const worker = new Worker(this.options.name, (job) => this.process(job), {
      // An idle worker's blocking wait for a job (a new job wakes it at once): BullMQ's 5 s would
      // wake every idle process twice as often; 10 s is its ceiling for Redis.
      drainDelay: 10,
      ...this.options.workerOptions,
      connection: this.workerConnection,
      prefix: queuePrefixOf(this.options.databaseUrl),
      concurrency: this.options.concurrency ?? 2,
    });
    worker.on('failed', (job, error) => {
      const context = { err: error, jobId: job?.id, name: job?.name, attempts: job?.attemptsMade };
      if (!job || job.attemptsMade < (job.opts.attempts ?? 1)) {
        this.logger.warn(context, `A ${this.options.label} job failed; it will be retried`);
        return;
      }
      // The last attempt: the job stays failed (a dead letter) until someone looks at it.
      this.logger.error(context, `A ${this.options.label} job failed for good; kept as a failed job`);
      void this.onFinalFailure(job, error).catch((caught: unknown) => this.logger.error({ err: caught, jobId: job.id }, 'Could not record a failed job'));
    });
    worker.on('error', (error) => this.logger.warn({ err: error }, `${this.options.label} worker error`));
    instrumentWorker(worker);
    this.worker = worker;
  }

  // The jobs running finish before anything they use closes (the database, Redis, an RPC client
  // all close in onApplicationShutdown); the rest stays queued for the next replica or start.
  async beforeApplicationShutdown(): Promise<void> {
    this.unwatch?.();
    await this.worker?.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    // BullMQ leaves connections it was given open.
    await Promise.all([this.connection.quit().catch(() => undefined), this.workerConnection?.quit().catch(() => undefined)]);
  }

  protected unknownJob(job: Job): void {
    this.logger.warn({ name: job.name }, `Unknown ${this.options.label} job`);
  }
}
