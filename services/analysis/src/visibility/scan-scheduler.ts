import { Inject, Injectable, Logger } from '@nestjs/common';
import { ZOpeningHours } from '@app/contracts';
import { z } from 'zod';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { PlanService } from '../businesses/plan.service';
import { localDay } from '../common/business-day';
import { daysBetween } from '../common/days';
import { utcDay } from '../common/text';
import { Prisma } from '../generated/prisma/client';
import { AllowanceService } from './allowance.service';
import { gridPoints, zoomFor } from './grid-geometry';
import { pendingCells, ScansRepository } from './scans.repository';
import { defaultRadiusOf, shopCentre } from './shop-place';
import type { TScanJobData } from './scan-runner';
import { GRID_PROVIDER, type GridProvider } from './grid-provider';
import { isOpenAt } from './opening-hours';

// docs/product.md, Visibility: every tracked keyword is scanned on a small grid on the plan's
// rank-check rhythm (weekly on Single Shop, daily above), only while the shop is open by its
// listing's hours on its own clock, and only while the month's lookups leave the owner room for
// "Scan now" (SCHEDULED_RESERVE_SHARE); a skipped scan is simply not there (never a drop).
export const SCHEDULED_GRID_SIZE = 3;

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
    for (const business of await this.businesses.scheduleCandidatesWithKeywords()) {
      const plan = await planOf(business);
      if (!plan) continue;
      const listing = await this.scans.listing(business.id);
      // isOpenAt with no hours known is false: never scheduled outside opening hours.
      if (!listing || !isOpenAt(ZHours.parse(listing.hours), now, business.timezone)) continue;
      const center = shopCentre(listing, business.city);
      if (!center) continue;
      const today = localDay(now, business.timezone);
      // Independent reads: asked at the same time.
      const [last, keywords] = await Promise.all([this.scans.lastScheduled(business.id), this.scans.trackedKeywords(business.id)]);
      const radiusKm = defaultRadiusOf(business.type);
      // The same grid for each of the shop's keywords: computed once.
      const cells = pendingCells(gridPoints(center, SCHEDULED_GRID_SIZE, radiusKm));
      const zoom = zoomFor(SCHEDULED_GRID_SIZE, radiusKm, center.lat);
      for (const keyword of keywords) {
        const lastOn = last.get(keyword.normalized);
        if (!scheduledDue(plan.rankCheckFrequency, lastOn ? utcDay(lastOn) : undefined, today)) continue;
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
    }
    if (due.length > 0) this.logger.log({ due: due.length }, 'Scheduled grid scans');
    return due;
  }
}
