import { Injectable } from '@nestjs/common';
import { TZDate } from '@date-fns/tz';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { PlanService } from '../businesses/plan.service';
import { localDay } from '../common/business-day';
import { mondayOf } from '../common/days';
import { WeeklyPlanRepository } from './weekly-plan.repository';

// docs/product.md §11: the plan is built and sent at 08:00 on Monday, on the shop's clock.
export const PLAN_HOUR = 8;

// The instant of 08:00 on the Monday of a week, in a timezone.
export const planTimeOf = (weekOf: string, timeZone: string): Date => {
  const [year, month, day] = weekOf.split('-').map(Number);
  return new Date(new TZDate(year ?? 0, (month ?? 1) - 1, day ?? 1, PLAN_HOUR, 0, 0, timeZone).getTime());
};

export type TPlanDue = { businessId: string; weekOf: string };

// The businesses whose week has reached its Monday 08:00 without its plan announced (a sweep that
// missed Monday sends it late rather than never); a business created after that moment waits for
// the next Monday (its dashboard shows a plan at once). A read-only account (trial ended, plan
// cancelled) gets none: its checks have stopped, so the email would rest on old figures and ask
// for what it cannot do (its dashboard still shows the week's plan). Read-only is the plan's word,
// as for the rank checks' schedule; a plan billing cannot tell yet waits for the next sweep.
@Injectable()
export class WeeklyPlanSweep {
  constructor(
    private readonly repository: WeeklyPlanRepository,
    private readonly businesses: BusinessesRepository,
    private readonly plans: PlanService,
  ) {}

  async due(now: Date): Promise<TPlanDue[]> {
    const candidates = await this.businesses.scheduleCandidates();
    const weekOf = (timezone: string) => mondayOf(localDay(now, timezone));
    const earliest = candidates.reduce<string | null>((min, business) => {
      const week = weekOf(business.timezone);
      return min === null || week < min ? week : min;
    }, null);
    if (earliest === null) return [];
    const announced = await this.repository.announcedSince(earliest);
    const due: TPlanDue[] = [];
    const planOf = this.plans.sweepPlans();
    for (const business of candidates) {
      const week = weekOf(business.timezone);
      const at = planTimeOf(week, business.timezone);
      if (now < at || business.createdAt >= at || business.name.trim().length === 0 || announced.has(`${business.id}:${week}`)) continue;
      if (await planOf(business)) due.push({ businessId: business.id, weekOf: week });
    }
    return due;
  }
}
