import { Injectable, Logger } from '@nestjs/common';
import { PlanService } from '../../businesses/plan.service';
import { BusinessesRepository } from '../../businesses/businesses.repository';
import { differenceInCalendarDays } from 'date-fns';
import { tz } from '@date-fns/tz';
import { LOCAL_WORK_HOUR, localDay, localHour } from '../../common/business-day';
import { RanksRepository } from '../ranks.repository';
import type { TCheckJobData } from './check-keywords.job';

// docs/product.md §9: weekly on Single Shop, daily above. Due: never checked, or, once the
// business's clock is past LOCAL_WORK_HOUR, a day (or seven) after the local day of the last one;
// counted in the business's calendar days, so a 23- or 25-hour day still counts once.
export const isDue = (frequency: 'weekly' | 'daily', last: Date | null, now: Date, timeZone: string): boolean => {
  if (!last) return true;
  if (localHour(now, timeZone) < LOCAL_WORK_HOUR) return false;
  return differenceInCalendarDays(now, last, { in: tz(timeZone) }) >= (frequency === 'weekly' ? 7 : 1);
};

// Finds the businesses whose scheduled check is due and marks them scheduled (one statement per
// thousand); the queue then adds one check job per business and day in one call (a stable id, so a
// second sweep adds nothing).
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
    const planOf = this.plans.sweepPlans();
    for (const business of await this.businesses.scheduleCandidatesWithKeywords()) {
      // Without a known plan the schedule waits for the next sweep (billing may be down).
      const plan = await planOf(business);
      if (!plan || !isDue(plan.rankCheckFrequency, business.lastScheduledCheckAt, now, business.timezone)) continue;
      const day = localDay(now, business.timezone);
      due.push({ data: { businessId: business.id, day, reason: 'scheduled' }, jobId: `scheduled:${business.id}:${day}` });
    }
    await this.ranks.markScheduled(due.map(({ data }) => data.businessId), now);
    if (due.length > 0) this.logger.log({ due: due.length }, 'Scheduled rank checks');
    return due;
  }
}
