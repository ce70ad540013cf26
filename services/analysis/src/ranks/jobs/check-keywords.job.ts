import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { BackgroundRunsRepository } from '../../common/background-runs.repository';
import { BusinessesRepository } from '../../businesses/businesses.repository';
import { daysEndingOn } from '../../common/days';
import { AllowanceService } from '../../visibility/allowance.service';
import { RANK_PROVIDER, type RankProvider, type TRankResult } from '../providers/rank-provider';
import { RanksRepository, type TCheckTarget, type TStoredCheck } from '../ranks.repository';

export const ZCheckJobData = z.object({
  businessId: z.uuid(),
  // Absent: every keyword of the business.
  keywordIds: z.array(z.uuid()).optional(),
  day: z.iso.date(),
  reason: z.enum(['scheduled', 'on-demand']),
  // Simulated mode only: also fill this many past days (the local demo's history).
  backfillDays: z.number().int().min(0).max(90).optional(),
  // Check now: the run the click started; the job carries it on, or ends it if nothing is left to
  // check.
  runId: z.uuid().optional(),
});
export type TCheckJobData = z.infer<typeof ZCheckJobData>;

// Checks keywords one by one; a failed check is stored as "no data" and the others go on. The run's
// state and progress (keywords done of total) are kept for the Keywords page (docs/product.md §4).
@Injectable()
export class CheckKeywordsJob {
  private readonly logger = new Logger(CheckKeywordsJob.name);

  constructor(
    private readonly repository: RanksRepository,
    private readonly runs: BackgroundRunsRepository,
    @Inject(RANK_PROVIDER) private readonly provider: RankProvider,
    private readonly businesses: BusinessesRepository,
    private readonly allowance: AllowanceService,
  ) {}

  async handle(data: TCheckJobData): Promise<void> {
    const found = await this.repository.target(data.businessId, data.keywordIds);
    if (!found) return;
    // A scheduled check leaves out the keywords already checked that day (a new keyword's first
    // check, a Check now): the same day's position again would cost a lookup for nothing.
    const done = data.reason === 'scheduled' ? await this.repository.checkedOn(data.businessId, data.day, found.keywords.map(({ id }) => id)) : new Set<string>();
    const target = { ...found, keywords: found.keywords.filter(({ id }) => !done.has(id)) };
    if (target.keywords.length === 0) {
      // The keywords of a Check now were deleted before it ran: its run ends, nothing checked.
      if (data.runId) await this.runs.finish(data.businessId, 'rank-check', data.runId, 'done', 0);
      return;
    }
    // This job's own run (a Check now's is its click's): progress and outcome go to it alone, so a
    // run that another job started meanwhile is never ended by this one.
    let runId = data.runId;
    if (runId) await this.runs.resume(data.businessId, 'rank-check', runId, target.keywords.length);
    else runId = await this.runs.start(data.businessId, 'rank-check', target.keywords.length);
    try {
      await this.check(data, target, runId);
    } catch (error) {
      // BullMQ retries the job (its attempts); until then the page says the check stopped.
      await this.runs.finish(data.businessId, 'rank-check', runId, { error: 'The check stopped before the end. It will be tried again.' });
      throw error;
    }
    await this.runs.finish(data.businessId, 'rank-check', runId, 'done');
  }

  private async check(data: TCheckJobData, target: TCheckTarget, runId: string): Promise<void> {
    const backfill = this.provider.name === 'simulated' ? (data.backfillDays ?? 0) : 0;
    // Oldest first, so each day's movement is measured against the day before; only today's
    // check is announced as recent activity.
    const days = daysEndingOn(data.day, backfill);
    let failed = 0;
    let done = 0;
    let skipped = 0;
    const business = await this.businesses.find(data.businessId);
    if (!business) return;
    for (const { id, keyword } of target.keywords) {
      // docs/product.md, Visibility: today's check is a lookup drawn from the month's allowance (a
      // hard cap); when none is left it is skipped, not stored, so it never shows as a drop. The
      // simulator's backfilled past days are not lookups.
      if (!(await this.allowance.reserve(business, 1))) {
        skipped += 1;
        done += 1;
        await this.runs.progress(data.businessId, 'rank-check', runId, done);
        continue;
      }
      for (const day of days) {
        const result = await this.provider
          .rank({ businessId: target.business.id, keyword, businessName: target.business.name, city: target.business.city, date: day })
          .catch((error: unknown) => {
            failed += 1;
            this.logger.warn({ err: error, businessId: data.businessId, keywordId: id }, 'Rank check failed; stored as no data');
            return undefined;
          });
        await this.repository.store(data.businessId, day, this.provider.name, toStored(id, keyword, result), day === data.day);
      }
      done += 1;
      await this.runs.progress(data.businessId, 'rank-check', runId, done);
    }
    this.logger.log({ businessId: data.businessId, checked: target.keywords.length - skipped, failed, skipped, reason: data.reason }, 'Rank check done');
  }
}

const toStored = (keywordId: string, keyword: string, result: TRankResult | undefined): TStoredCheck => {
  if (!result) return { keywordId, keyword, position: null, status: 'no_data' };
  if (result.status === 'not_ranked') return { keywordId, keyword, position: null, status: 'not_ranked' };
  return { keywordId, keyword, position: result.position, status: 'ok' };
};
