import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { RANK_CHECK_JOBS, RANK_CHECKS_QUEUE } from '@app/contracts';
import { createRedis, instrumentWorker, watchQueueDepth } from '@app/service-kit';
import { JOB_DEFAULTS, queuePrefixOf as prefixOf } from '../common/queues';
import { env } from '../config/env';
import { CheckKeywordsJob, ZCheckJobData, type TCheckJobData } from './jobs/check-keywords.job';
import { SweepJob } from './jobs/sweep.job';


// The rank-checks queue and its worker, inside the service process (ARCHITECTURE.md).
@Injectable()
export class RankChecksQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RankChecksQueue.name);
  private readonly connection = createRedis(env.REDIS_URL, 'analysis-rank-checks');
  private readonly workerConnection = createRedis(env.REDIS_URL, 'analysis-rank-worker');
  private readonly queue = new Queue(RANK_CHECKS_QUEUE, { connection: this.connection, prefix: prefixOf(env.databaseUrl), defaultJobOptions: JOB_DEFAULTS });
  private worker: Worker | undefined;
  private unwatch: (() => void) | undefined;

  constructor(
    @Inject(CheckKeywordsJob) private readonly checkJob: CheckKeywordsJob,
    @Inject(SweepJob) private readonly sweepJob: SweepJob,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker(RANK_CHECKS_QUEUE, (job) => this.process(job), {
      connection: this.workerConnection,
      prefix: prefixOf(env.databaseUrl),
      concurrency: 2,
    });
    this.worker.on('failed', (job, error) => this.logger.warn({ err: error, jobId: job?.id }, 'Rank-check job failed'));
    instrumentWorker(this.worker);
    this.unwatch = watchQueueDepth(this.queue);
    // The schedule: every interval, look for businesses whose weekly or daily check is due.
    await this.queue.upsertJobScheduler(RANK_CHECK_JOBS.sweep, { every: env.RANK_SWEEP_INTERVAL_MS }, { name: RANK_CHECK_JOBS.sweep, data: {} });
  }

  async onApplicationShutdown(): Promise<void> {
    this.unwatch?.();
    await this.worker?.close();
    await this.queue.close();
    // BullMQ leaves connections it was given open.
    await Promise.all([this.connection.quit().catch(() => undefined), this.workerConnection.quit().catch(() => undefined)]);
  }

  // A stable id: the same check asked twice while queued runs once; a retry keeps its id.
  async enqueueCheck(data: TCheckJobData, jobId: string): Promise<void> {
    await this.queue.add(RANK_CHECK_JOBS.check, ZCheckJobData.parse(data), { jobId, ...(data.reason === 'on-demand' ? { removeOnComplete: true } : {}) });
  }

  // Enqueues the scheduled checks due at `now` (the sweep job; tests call it with their own clock).
  async sweep(now: Date): Promise<number> {
    const due = await this.sweepJob.due(now);
    for (const { data, jobId } of due) await this.enqueueCheck(data, jobId);
    return due.length;
  }

  private async process(job: Job): Promise<void> {
    if (job.name === RANK_CHECK_JOBS.sweep) {
      await this.sweep(new Date());
      return;
    }
    if (job.name === RANK_CHECK_JOBS.check) return this.checkJob.handle(ZCheckJobData.parse(job.data));
    this.logger.warn({ name: job.name }, 'Unknown rank-check job');
  }
}
