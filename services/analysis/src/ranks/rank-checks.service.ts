import { Injectable } from '@nestjs/common';
import type { TBusinessScope, TRankCheckQueued } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { ScopeService } from '../businesses/scope.service';
import { env } from '../config/env';
import type { Business } from '../generated/prisma/client';
import { localDay } from '../common/business-day';
import { BackgroundRunsRepository } from '../common/background-runs.repository';
import { RankChecksQueue } from './rank-checks.queue';
import { RanksRepository } from './ranks.repository';

// On-demand checks ("Check now"): one keyword or all of them, today.
@Injectable()
export class RankChecksService {
  constructor(
    private readonly scope: ScopeService,
    private readonly ranks: RanksRepository,
    private readonly queue: RankChecksQueue,
    private readonly runs: BackgroundRunsRepository,
  ) {}

  async checkNow(scope: TBusinessScope, keywordId?: string): Promise<TRankCheckQueued> {
    const { business } = await this.scope.forChange(scope);
    const targets = (await this.ranks.target(business.id, keywordId ? [keywordId] : undefined))?.keywords ?? [];
    if (keywordId && targets.length === 0) throw new ServiceException('NOT_FOUND', 'That keyword is not on your list.');
    const now = new Date();
    if (targets.length > 0) {
      // Running from the click on, so a reload before the worker starts still shows it. One job
      // per click, named by its run: a click never waits on a job queued for an earlier run.
      const runId = await this.runs.start(business.id, 'rank-check', targets.length, now);
      await this.queue
        .enqueueCheck(
          { businessId: business.id, keywordIds: keywordId ? [keywordId] : undefined, day: localDay(now, business.timezone), reason: 'on-demand', runId },
          `on-demand:${business.id}:${runId}`,
        )
        .catch(async (error: unknown) => {
          await this.runs.finish(business.id, 'rank-check', runId, { error: 'The check could not be started. Please try again.' });
          throw error;
        });
    }
    return { queued: targets.length, requestedAt: now.toISOString() };
  }

  // New keywords get their first position right away rather than at the next scheduled check.
  async checkNew(business: Pick<Business, 'id' | 'timezone'>, keywordIds: string[]): Promise<void> {
    if (keywordIds.length === 0) return;
    const day = localDay(new Date(), business.timezone);
    await this.queue.enqueueCheck(
      { businessId: business.id, keywordIds, day, reason: 'on-demand', backfillDays: env.SIMULATED_HISTORY_DAYS },
      `new:${business.id}:${keywordIds[0] ?? ''}`,
    );
  }
}
