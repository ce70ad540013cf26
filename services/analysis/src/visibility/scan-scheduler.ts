import { Inject, Injectable, Logger } from '@nestjs/common';
import { ZOpeningHours } from '@app/contracts';
import { z } from 'zod';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { PlanService } from '../businesses/plan.service';
import { localDay } from '../common/business-day';
import { daysBetween } from '../common/days';
import { utcDay } from '../common/text';
import { Prisma, type Business } from '../generated/prisma/client';
import { AllowanceService } from './allowance.service';
import { gridPoints, zoomFor } from './grid-geometry';
import { pendingCells, ScansRepository, type TScheduleInputs } from './scans.repository';
import { defaultRadiusOf, shopCentre } from './shop-place';
import type { TScanJobData } from './scan-runner';
import { GRID_PROVIDER, type GridProvider } from './grid-provider';
import { isOpenAt } from './opening-hours';

// docs/product.md, Visibility: every tracked keyword is scanned on a small grid on the plan's
// rank-check rhythm (weekly on Single Shop, daily above), only while the shop is open by its
// listing's hours on its own clock, and only while the month's lookups leave the owner room for
// "Scan now" (SCHEDULED_RESERVE_SHARE); a skipped scan is simply not there (never a drop).
export const SCHEDULED_GRID_SIZE = 3;

// Shops whose listings, keywords and last scans one read asks for: bounds a sweep's memory and the
// statements' parameter lists however many shops there are.
const SWEEP_CHUNK = 500;

type TSweepPlanOf = ReturnType<PlanService['sweepPlans']>;

const ZHours = z.array(ZOpeningHours).catch([]);

export const scheduledDue = (frequency: 'weekly' | 'daily', lastOn: string | undefined, today: string): boolean =>
  lastOn === undefined || daysBetween(lastOn, today) >= (frequency === 'weekly' ? 7 : 1);

@Injectable()
export class ScanScheduler {
  private readonly logger = new Logger(ScanScheduler.name);

  constructor(
    private readonly scans: ScansRepository,
    private readonly businesses: BusinessesRepository,
    private readonly plans: PlanService,
    private readonly allowance: AllowanceService,
    @Inject(GRID_PROVIDER) private readonly provider: GridProvider,
  ) {}

  async schedule(now: Date): Promise<TScanJobData[]> {
    const due: TScanJobData[] = [];
    const planOf = this.plans.sweepPlans();
    const candidates = await this.businesses.scheduleCandidatesWithKeywords();
    // The shops' listings, keywords and last scans are read a chunk at a time (three statements a
    // chunk), not three per shop: most sweeps find nothing due, and their cost is these reads.
    for (let from = 0; from < candidates.length; from += SWEEP_CHUNK) {
      const chunk = candidates.slice(from, from + SWEEP_CHUNK);
      const inputs = await this.scans.scheduleInputs(chunk.map(({ id }) => id));
      for (const business of chunk) due.push(...(await this.scheduleShop(business, inputs, planOf, now)));
    }
    if (due.length > 0) this.logger.log({ due: due.length }, 'Scheduled grid scans');
    return due;
  }

  // One shop's scans due now: each tracked keyword not scanned yet on the plan's rhythm, while the
  // shop is open.
  private async scheduleShop(business: Business, inputs: TScheduleInputs, planOf: TSweepPlanOf, now: Date): Promise<TScanJobData[]> {
    const plan = await planOf(business);
    if (!plan) return [];
    const listing = inputs.listings.get(business.id);
    // isOpenAt with no hours known is false: never scheduled outside opening hours.
    if (!listing || !isOpenAt(ZHours.parse(listing.hours), now, business.timezone)) return [];
    const center = shopCentre(listing, business.city);
    if (!center) return [];
    const today = localDay(now, business.timezone);
    const last = inputs.lastScheduled.get(business.id);
    const keywords = (inputs.keywords.get(business.id) ?? []).filter(({ normalized }) => {
      const lastOn = last?.get(normalized);
      return scheduledDue(plan.rankCheckFrequency, lastOn ? utcDay(lastOn) : undefined, today);
    });
    if (keywords.length === 0) return [];
    const radiusKm = defaultRadiusOf(business.type);
    // The same grid for each of the shop's keywords: computed once.
    const cells = pendingCells(gridPoints(center, SCHEDULED_GRID_SIZE, radiusKm));
    const zoom = zoomFor(SCHEDULED_GRID_SIZE, radiusKm, center.lat);
    const due: TScanJobData[] = [];
    for (const keyword of keywords) {
      const created = await this.scans
        .transaction(async (tx) => {
          const reserved = await this.allowance.reserve({ ...business, planName: plan.planName }, cells.length, { scheduled: true, tx, now });
          if (!reserved) return undefined;
          return this.scans.create(
            tx,
            {
              businessId: business.id,
              keyword: keyword.keyword,
              normalized: keyword.normalized,
              gridSize: SCHEDULED_GRID_SIZE,
              radiusKm,
              center,
              zoom,
              source: this.provider.name,
              origin: 'scheduled',
              targetName: listing.name ?? business.name,
              scheduledOn: today,
            },
            cells,
            'queued',
          );
        })
        .catch((error: unknown) => {
          // Another sweep created the day's scan first (unique per keyword and day).
          if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return undefined;
          throw error;
        });
      if (created) due.push({ scanId: created.id, businessId: business.id });
      else this.logger.log({ businessId: business.id }, 'Scheduled grid scan skipped (allowance, or already scheduled today)');
    }
    return due;
  }
}
