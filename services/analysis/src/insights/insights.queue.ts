import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { INSIGHT_JOBS, INSIGHTS_QUEUE } from '@app/contracts';
import { createRedis, instrumentWorker, watchQueueDepth } from '@app/service-kit';
import { JOB_DEFAULTS, queuePrefixOf } from '../common/queues';
import { env } from '../config/env';
import { GenerateInsightsJob, ZGenerateJobData } from './jobs/generate-insights.job';
import { SweepInsightsJob } from './jobs/sweep-insights.job';

// The insights queue and its worker, inside the service process (ARCHITECTURE.md): a repeating
// sweep, and one generate job per business and day.
@Injectable()
export class InsightsQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(InsightsQueue.name);
  private readonly connection = createRedis(env.REDIS_URL, 'analysis-insights');
  private readonly workerConnection = createRedis(env.REDIS_URL, 'analysis-insights-worker');
  private readonly queue = new Queue(INSIGHTS_QUEUE, { connection: this.connection, prefix: queuePrefixOf(env.databaseUrl), defaultJobOptions: JOB_DEFAULTS });
  private worker: Worker | undefined;
  private unwatch: (() => void) | undefined;

  constructor(
    @Inject(GenerateInsightsJob) private readonly generateJob: GenerateInsightsJob,
    @Inject(SweepInsightsJob) private readonly sweepJob: SweepInsightsJob,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker(INSIGHTS_QUEUE, (job) => this.process(job), { connection: this.workerConnection, prefix: queuePrefixOf(env.databaseUrl), concurrency: 2 });
    this.worker.on('failed', (job, error) => this.logger.warn({ err: error, jobId: job?.id }, 'Insights job failed'));
    instrumentWorker(this.worker);
    this.unwatch = watchQueueDepth(this.queue);
    await this.queue.upsertJobScheduler(INSIGHT_JOBS.sweep, { every: env.INSIGHTS_SWEEP_INTERVAL_MS }, { name: INSIGHT_JOBS.sweep, data: {} });
  }

  async onApplicationShutdown(): Promise<void> {
    this.unwatch?.();
    await this.worker?.close();
    await this.queue.close();
    await Promise.all([this.connection.quit().catch(() => undefined), this.workerConnection.quit().catch(() => undefined)]);
  }

  // Enqueues the daily jobs due at `now` (the sweep job; tests call it with their own clock).
  async sweep(now: Date): Promise<number> {
    const due = await this.sweepJob.due(now);
    for (const { data, jobId } of due) await this.queue.add(INSIGHT_JOBS.generate, ZGenerateJobData.parse(data), { jobId });
    return due.length;
  }

  private async process(job: Job): Promise<void> {
    if (job.name === INSIGHT_JOBS.sweep) {
      await this.sweep(new Date());
      return;
    }
    if (job.name === INSIGHT_JOBS.generate) return this.generateJob.handle(ZGenerateJobData.parse(job.data));
    this.logger.warn({ name: job.name }, 'Unknown insights job');
  }
}
