import { Injectable, Logger } from '@nestjs/common';
import { PlanService } from '../../businesses/plan.service';
import { BusinessesRepository } from '../../businesses/businesses.repository';
import { utcDay } from '../../common/text';
import { RanksRepository } from '../ranks.repository';
import type { TCheckJobData } from './check-keywords.job';

const DAY_MS = 86_400_000;
// A little slack so a check that ran a few minutes late does not push the next one a whole period.
const SLACK_MS = 60 * 60_000;

// docs/product.md §9: weekly on Single Shop, daily above. Due: never checked, or the period has passed.
export const isDue = (frequency: 'weekly' | 'daily', last: Date | null, now: Date): boolean => {
  if (!last) return true;
  const period = (frequency === 'weekly' ? 7 : 1) * DAY_MS;
  return now.getTime() - last.getTime() >= period - SLACK_MS;
};

// Finds the businesses whose scheduled check is due and marks them scheduled; the queue then
// adds one check job per business and day (a stable id, so a second sweep adds nothing).
@Injectable()
export class SweepJob {
  private readonly logger = new Logger(SweepJob.name);

  constructor(
    private readonly ranks: RanksRepository,
    private readonly businesses: BusinessesRepository,
    private readonly plans: PlanService,
  ) {}

  async due(now: Date): Promise<{ data: TCheckJobData; jobId: string }[]> {
    const due: { data: TCheckJobData; jobId: string }[] = [];
    for (const candidate of await this.ranks.scheduleCandidates()) {
      const business = await this.businesses.find(candidate.id);
      if (!business) continue;
      const plan = await this.plans.planOf(business).catch(() => undefined);
      // Without a known plan the schedule waits for the next sweep (billing may be down).
      if (!plan || plan.readOnly || !isDue(plan.rankCheckFrequency, candidate.lastScheduledCheckAt, now)) continue;
      const day = utcDay(now);
      await this.ranks.markScheduled(candidate.id, now);
      due.push({ data: { businessId: candidate.id, day, reason: 'scheduled' }, jobId: `scheduled:${candidate.id}:${day}` });
    }
    if (due.length > 0) this.logger.log({ due: due.length }, 'Scheduled rank checks');
    return due;
  }
}
