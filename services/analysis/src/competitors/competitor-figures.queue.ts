import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { ServiceQueue } from '@app/service-kit';
import { env } from '../config/env';
import { RefreshFiguresJob, ZRefreshFiguresJobData, type TRefreshFiguresJobData } from './jobs/refresh-figures.job';

// The queue and its job's names are stored identifiers: never rename them.
const COMPETITOR_FIGURES_QUEUE = 'competitor-figures';
const COMPETITOR_FIGURES_JOBS = { refresh: 'refresh' } as const;

// Figures of competitors right after they are added; the daily refresh runs in the insights job.
@Injectable()
export class CompetitorFiguresQueue extends ServiceQueue {
  constructor(@Inject(RefreshFiguresJob) private readonly refreshJob: RefreshFiguresJob) {
    super({ name: COMPETITOR_FIGURES_QUEUE, label: 'analysis-competitor-figures', databaseUrl: env.databaseUrl, redisUrl: env.REDIS_URL });
  }

  // A stable id: the same competitors added once are looked up once, a retry keeps its id.
  async enqueue(data: TRefreshFiguresJobData, jobId: string): Promise<void> {
    await this.queue.add(COMPETITOR_FIGURES_JOBS.refresh, ZRefreshFiguresJobData.parse(data), { jobId, removeOnComplete: true });
  }

  protected async process(job: Job): Promise<void> {
    if (job.name === COMPETITOR_FIGURES_JOBS.refresh) return this.refreshJob.handle(ZRefreshFiguresJobData.parse(job.data));
    this.unknownJob(job);
  }
}
