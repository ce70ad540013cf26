import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { daysEndingOn } from '../../common/days';
import { CompetitorsRepository } from '../competitors.repository';
import { estimatedTraffic } from '../figures/competitor-figures';
import { FIGURES_PROVIDER, type FiguresProvider } from '../figures/figures-provider';

export const ZRefreshFiguresJobData = z.object({
  businessId: z.uuid(),
  // Absent: every competitor of the business.
  competitorIds: z.array(z.uuid()).optional(),
  day: z.iso.date(),
  // Estimate mode only: also fill this many past days (the local demo's history, like ranks).
  backfillDays: z.number().int().min(0).max(90).optional(),
});
export type TRefreshFiguresJobData = z.infer<typeof ZRefreshFiguresJobData>;

// Takes the day's figures of each competitor (a second run the same day replaces them); a failed
// one is logged and the others go on (the page keeps the last snapshot).
@Injectable()
export class RefreshFiguresJob {
  private readonly logger = new Logger(RefreshFiguresJob.name);

  constructor(
    private readonly repository: CompetitorsRepository,
    @Inject(FIGURES_PROVIDER) private readonly provider: FiguresProvider,
  ) {}

  async handle(data: TRefreshFiguresJobData): Promise<void> {
    const target = await this.repository.figuresTarget(data.businessId, data.competitorIds);
    if (!target) return;
    // Moments after sign-up the business's city may not have arrived yet: searched without it the
    // figures would be another place's; the job is retried with backoff instead.
    if (!target.business.known) throw new Error('The business profile has not arrived yet');
    const backfill = this.provider.name === 'estimate' ? (data.backfillDays ?? 0) : 0;
    const days = daysEndingOn(data.day, backfill);
    let failed = 0;
    for (const competitor of target.competitors) {
      for (const day of days) {
        // A past day already taken stays as it was; the day asked for is taken afresh.
        if (day !== data.day && (await this.repository.hasSnapshot(target.business.id, competitor.id, day))) continue;
        try {
          const figures = await this.provider.figures({ name: competitor.name, city: target.business.city, businessType: target.business.type, day });
          const traffic = estimatedTraffic(target.business.type, figures.averageRating, figures.totalReviews);
          await this.repository.saveSnapshot(target.business.id, competitor.id, day, { ...figures, estimatedTraffic: traffic }, day === data.day);
        } catch (error) {
          failed += 1;
          this.logger.warn({ err: error, businessId: data.businessId, competitorId: competitor.id }, 'Competitor figures failed; last snapshot kept');
        }
      }
    }
    this.logger.log({ businessId: data.businessId, competitors: target.competitors.length, failed }, 'Competitor figures taken');
  }
}
