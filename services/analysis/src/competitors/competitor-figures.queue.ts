import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { COMPETITOR_FIGURES_JOBS, COMPETITOR_FIGURES_QUEUE } from '@app/contracts';
import { createRedis, instrumentWorker, watchQueueDepth } from '@app/service-kit';
import { JOB_DEFAULTS, queuePrefixOf } from '../common/queues';
import { env } from '../config/env';
import { RefreshFiguresJob, ZRefreshFiguresJobData, type TRefreshFiguresJobData } from './jobs/refresh-figures.job';

// Figures of competitors right after they are added; the daily refresh runs in the insights job.
@Injectable()
export class CompetitorFiguresQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CompetitorFiguresQueue.name);
  private readonly connection = createRedis(env.REDIS_URL, 'analysis-competitor-figures');
  private readonly workerConnection = createRedis(env.REDIS_URL, 'analysis-competitor-figures-worker');
  private readonly queue = new Queue(COMPETITOR_FIGURES_QUEUE, { connection: this.connection, prefix: queuePrefixOf(env.databaseUrl), defaultJobOptions: JOB_DEFAULTS });
  private worker: Worker | undefined;
  private unwatch: (() => void) | undefined;

  constructor(@Inject(RefreshFiguresJob) private readonly refreshJob: RefreshFiguresJob) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker(COMPETITOR_FIGURES_QUEUE, (job) => this.process(job), { connection: this.workerConnection, prefix: queuePrefixOf(env.databaseUrl), concurrency: 2 });
    this.worker.on('failed', (job, error) => this.logger.warn({ err: error, jobId: job?.id }, 'Competitor figures job failed'));
    instrumentWorker(this.worker);
    this.unwatch = watchQueueDepth(this.queue);
  }

  async onApplicationShutdown(): Promise<void> {
    this.unwatch?.();
    await this.worker?.close();
    await this.queue.close();
    await Promise.all([this.connection.quit().catch(() => undefined), this.workerConnection.quit().catch(() => undefined)]);
  }

  // A stable id: the same competitors added once are looked up once, a retry keeps its id.
  async enqueue(data: TRefreshFiguresJobData, jobId: string): Promise<void> {
    await this.queue.add(COMPETITOR_FIGURES_JOBS.refresh, ZRefreshFiguresJobData.parse(data), { jobId, removeOnComplete: true });
  }

  private async process(job: Job): Promise<void> {
    if (job.name === COMPETITOR_FIGURES_JOBS.refresh) return this.refreshJob.handle(ZRefreshFiguresJobData.parse(job.data));
    this.logger.warn({ name: job.name }, 'Unknown competitor figures job');
  }
}
