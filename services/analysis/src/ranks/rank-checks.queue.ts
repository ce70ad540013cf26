import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { ServiceQueue } from '@app/service-kit';
import { env } from '../config/env';
import { CheckKeywordsJob, ZCheckJobData, type TCheckJobData } from './jobs/check-keywords.job';
import { SweepJob } from './jobs/sweep.job';

// The queue and its jobs' names are stored identifiers: never rename them.
const RANK_CHECKS_QUEUE = 'rank-checks';
const RANK_CHECK_JOBS = { sweep: 'sweep', check: 'check' } as const;

// A Check now's job goes once done; a scheduled one stays a while (the queue's default).
const checkOptions = (data: TCheckJobData, jobId: string) => ({ jobId, ...(data.reason === 'on-demand' ? { removeOnComplete: true } : {}) });

// Rank checks: on demand and, every sweep interval, for the businesses whose weekly or daily
// check is due.
@Injectable()
export class RankChecksQueue extends ServiceQueue {
  constructor(
    @Inject(CheckKeywordsJob) private readonly checkJob: CheckKeywordsJob,
    @Inject(SweepJob) private readonly sweepJob: SweepJob,
  ) {
    super({
      name: RANK_CHECKS_QUEUE,
      label: 'analysis-rank-checks',
      databaseUrl: env.databaseUrl,
      redisUrl: env.REDIS_URL,
      sweep: { jobName: RANK_CHECK_JOBS.sweep, everyMs: env.RANK_SWEEP_INTERVAL_MS },
    });
  }

  // A stable id: the same check added twice (the day's scheduled check, new keywords' first check)
  // runs once; a retry keeps its id.
  async enqueueCheck(data: TCheckJobData, jobId: string): Promise<void> {
    await this.queue.add(RANK_CHECK_JOBS.check, ZCheckJobData.parse(data), checkOptions(data, jobId));
  }

  // Enqueues the scheduled checks due at `now` (the sweep job; tests call it with their own clock).
  async sweep(now: Date): Promise<number> {
    return this.sweepJob.run(now, (due) => this.queue.addBulk(due.map(({ data, jobId }) => ({ name: RANK_CHECK_JOBS.check, data: ZCheckJobData.parse(data), opts: checkOptions(data, jobId) }))));
  }

  protected async process(job: Job): Promise<void> {
    if (job.name === RANK_CHECK_JOBS.sweep) {
      await this.sweep(new Date());
      return;
    }
    if (job.name === RANK_CHECK_JOBS.check) return this.checkJob.handle(ZCheckJobData.parse(job.data));
    this.unknownJob(job);
  }
}
