import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { z } from 'zod';
import { ServiceQueue } from '@app/service-kit';
import { env } from '../config/env';
import { GenerateInsightsJob, ZGenerateJobData } from './jobs/generate-insights.job';
import { SweepInsightsJob } from './jobs/sweep-insights.job';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { WeeklyPlanService } from '../weekly-plan/weekly-plan.service';
import { WeeklyPlanSweep } from '../weekly-plan/weekly-plan.sweep';

const ZWeeklyPlanJobData = z.object({ businessId: z.uuid(), weekOf: z.iso.date(), at: z.iso.datetime() });

// The queue and its jobs' names are stored identifiers: never rename them.
const INSIGHTS_QUEUE = 'insights';
const INSIGHT_JOBS = { sweep: 'sweep', generate: 'generate', weeklyPlan: 'weekly-plan' } as const;

// A repeating sweep, one generate job per business and day, and one weekly-plan job per business
// and week (docs/product.md §11: its Monday plan, announced for the weekly report email).
@Injectable()
export class InsightsQueue extends ServiceQueue {
  constructor(
    @Inject(GenerateInsightsJob) private readonly generateJob: GenerateInsightsJob,
    @Inject(SweepInsightsJob) private readonly sweepJob: SweepInsightsJob,
    @Inject(WeeklyPlanSweep) private readonly weeklyPlanSweep: WeeklyPlanSweep,
    @Inject(WeeklyPlanService) private readonly weeklyPlans: WeeklyPlanService,
    @Inject(BusinessesRepository) private readonly businesses: BusinessesRepository,
  ) {
    super({
      name: INSIGHTS_QUEUE,
      label: 'analysis-insights',
      databaseUrl: env.databaseUrl,
      redisUrl: env.REDIS_URL,
      sweep: { jobName: INSIGHT_JOBS.sweep, everyMs: env.INSIGHTS_SWEEP_INTERVAL_MS },
    });
  }

  // Enqueues the daily jobs due at `now`, and the weekly plans due, answering how many daily jobs
  // (the sweep job; tests call it with their own clock).
  async sweep(now: Date): Promise<number> {
    const due = await this.sweepJob.due(now);
    for (const { data, jobId } of due) await this.queue.add(INSIGHT_JOBS.generate, ZGenerateJobData.parse(data), { jobId });
    const plans = await this.weeklyPlanSweep.due(now);
    for (const plan of plans) {
      await this.queue.add(INSIGHT_JOBS.weeklyPlan, ZWeeklyPlanJobData.parse({ ...plan, at: now.toISOString() }), { jobId: `weekly-plan:${plan.businessId}:${plan.weekOf}` });
    }
    return due.length;
  }

  private async weeklyPlan(data: z.infer<typeof ZWeeklyPlanJobData>): Promise<void> {
    const business = await this.businesses.find(data.businessId);
    if (business) await this.weeklyPlans.announce(business, data.weekOf, new Date(data.at));
  }

  protected async process(job: Job): Promise<void> {
    if (job.name === INSIGHT_JOBS.sweep) {
      await this.sweep(new Date());
      return;
    }
    if (job.name === INSIGHT_JOBS.generate) return this.generateJob.handle(ZGenerateJobData.parse(job.data));
    if (job.name === INSIGHT_JOBS.weeklyPlan) return this.weeklyPlan(ZWeeklyPlanJobData.parse(job.data));
    this.unknownJob(job);
  }
}
