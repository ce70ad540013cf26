import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { ReviewDigest } from '../../alerts/review-digest';
import { AnalyticsService } from '../../analytics/analytics.service';
import { BusinessesRepository } from '../../businesses/businesses.repository';
import { RefreshFiguresJob } from '../../competitors/jobs/refresh-figures.job';
import { InsightsService } from '../insights.service';

export const ZGenerateJobData = z.object({
  businessId: z.uuid(),
  day: z.iso.date(),
  // The moment the situations are judged at (the sweep's clock).
  at: z.iso.datetime(),
});
export type TGenerateJobData = z.infer<typeof ZGenerateJobData>;

// The daily job of one business: today's competitor figures, the day's modelled listing metrics,
// then its insights from all of it, and the roll-up alert of the day before's 4-5 star reviews.
// Each step is idempotent, so a retry repeats nothing.
@Injectable()
export class GenerateInsightsJob {
  constructor(
    private readonly businesses: BusinessesRepository,
    private readonly figures: RefreshFiguresJob,
    private readonly analytics: AnalyticsService,
    private readonly insights: InsightsService,
    private readonly reviewDigest: ReviewDigest,
  ) {}

  async handle(data: TGenerateJobData): Promise<void> {
    const business = await this.businesses.find(data.businessId);
    if (!business) return;
    // Competitors are searched in the business's city: not before its profile has arrived, and
    // not for an account whose plan has ended (no paid lookups for it). The stored read-only flag
    // is exact here without asking billing: competitors are only added through a change that
    // learnt the plan (ScopeService.forChange), so a business whose plan was never learnt has none.
    if (business.name.trim().length > 0 && !business.readOnly) await this.figures.handle({ businessId: business.id, day: data.day });
    await this.analytics.recordMetrics(business, data.day);
    await this.insights.generate(business, new Date(data.at));
    const yesterday = new Date(Date.parse(`${data.day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await this.reviewDigest.raise(business, yesterday);
  }
}
