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

export type TDueCheck = { data: TCheckJobData; jobId: string };

// Finds the businesses whose scheduled check is due, has the queue add one check job per business
// and day (a stable id, so a second sweep adds nothing), and only then marks them scheduled (one
// statement per thousand): if the queue cannot take the jobs, nothing is marked and the sweep's
// retry, or the next sweep, finds the same businesses due; if marking fails after queuing, the
// retry adds the same job ids again, which the queue ignores while it keeps the job (and a check
// run twice the same day still keeps one position per keyword).
@Injectable()
export class SweepJob {
  private readonly logger = new Logger(SweepJob.name);

  constructor(
    private readonly ranks: RanksRepository,
    private readonly businesses: BusinessesRepository,
    private readonly plans: PlanService,
  ) {}

  async run(now: Date, enqueue: (due: TDueCheck[]) => Promise<unknown>): Promise<number> {
    const due = await this.due(now);
    if (due.length === 0) return 0;
    await enqueue(due);
    await this.ranks.markScheduled(due.map(({ data }) => data.businessId), now);
    this.logger.log({ due: due.length }, 'Scheduled rank checks');
    return due.length;
  }

  private async due(now: Date): Promise<TDueCheck[]> {
    const due: TDueCheck[] = [];
    const planOf = this.plans.sweepPlans();
    for (const business of await this.businesses.scheduleCandidatesWithKeywords()) {
      // Without a known plan the schedule waits for the next sweep (billing may be down).
      const plan = await planOf(business);
      if (!plan || !isDue(plan.rankCheckFrequency, business.lastScheduledCheckAt, now, business.timezone)) continue;
      const day = localDay(now, business.timezone);
      due.push({ data: { businessId: business.id, day, reason: 'scheduled' }, jobId: `scheduled:${business.id}:${day}` });
    }
    return due;
  }
}
