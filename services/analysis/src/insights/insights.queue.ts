import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { ServiceQueue } from '@app/service-kit';
import { env } from '../config/env';
import { GenerateInsightsJob, ZGenerateJobData } from './jobs/generate-insights.job';
import { SweepInsightsJob } from './jobs/sweep-insights.job';

// The queue and its jobs' names are stored identifiers: never rename them.
const INSIGHTS_QUEUE = 'insights';
const INSIGHT_JOBS = { sweep: 'sweep', generate: 'generate' } as const;

// A repeating sweep, and one generate job per business and day.
@Injectable()
export class InsightsQueue extends ServiceQueue {
  constructor(
    @Inject(GenerateInsightsJob) private readonly generateJob: GenerateInsightsJob,
    @Inject(SweepInsightsJob) private readonly sweepJob: SweepInsightsJob,
  ) {
    super({
      name: INSIGHTS_QUEUE,
      label: 'analysis-insights',
      databaseUrl: env.databaseUrl,
      redisUrl: env.REDIS_URL,
      sweep: { jobName: INSIGHT_JOBS.sweep, everyMs: env.INSIGHTS_SWEEP_INTERVAL_MS },
    });
  }

  // Enqueues the daily jobs due at `now` (the sweep job; tests call it with their own clock).
  async sweep(now: Date): Promise<number> {
    const due = await this.sweepJob.due(now);
    for (const { data, jobId } of due) await this.queue.add(INSIGHT_JOBS.generate, ZGenerateJobData.parse(data), { jobId });
    return due.length;
  }

  protected async process(job: Job): Promise<void> {
    if (job.name === INSIGHT_JOBS.sweep) {
      await this.sweep(new Date());
      return;
    }
    if (job.name === INSIGHT_JOBS.generate) return this.generateJob.handle(ZGenerateJobData.parse(job.data));
    this.unknownJob(job);
  }
}
