import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import {
  DEMO_OVERVIEW,
  REQUEST_TOPICS,
  ZAnalysisOverview,
  ZReviewsSummaryBlock,
  ZSubscription,
  type TDashboardOverview,
  type TOverviewSource,
  type TServiceName,
} from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import type { z } from 'zod';
import type { TActor } from '../auth/auth.guard';
import { OverviewCache } from './overview-cache';

// Each service gets this long; the page never waits on the slowest for more.
export const OVERVIEW_CALL_TIMEOUT_MS = 2_500;
// docs/product.md §7 overview failure.
export const OVERVIEW_FAILED = 'Failed to load dashboard data';

// GET /api/dashboard/overview: analysis, reviews and billing asked at once; a service that fails
// or is slow leaves its block null and is named in `unavailable`.
@Injectable()
export class OverviewService {
  private readonly logger = new Logger(OverviewService.name);
  private readonly inFlight = new Map<string, Promise<TDashboardOverview>>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: OverviewCache,
  ) {}

  demo(): TDashboardOverview {
    return DEMO_OVERVIEW;
  }

  async forActor(actor: TActor, correlationId?: string): Promise<TDashboardOverview> {
    const { cached, generation } = await this.cache.read(actor.businessId);
    if (!cached) return this.gatherOnce(actor, generation, correlationId);
    if (Date.now() >= cached.freshUntil) void this.refresh(actor, generation, correlationId);
    return cached.overview;
  }

  // Concurrent readers of one business in this process share one fan-out.
  private gatherOnce(actor: TActor, generation: string | undefined, correlationId?: string): Promise<TDashboardOverview> {
    // A gather that must not be stored (just after a write) is not shared either: an older one
    // under way may predate the write.
    const running = generation === undefined ? undefined : this.inFlight.get(actor.businessId);
    if (running) return running;
    const gathering = this.gather(actor, correlationId)
      .then(async (overview) => {
        await this.cache.put(actor.businessId, overview, generation);
        return overview;
      })
      .finally(() => {
        if (this.inFlight.get(actor.businessId) === gathering) this.inFlight.delete(actor.businessId);
      });
    if (generation !== undefined) this.inFlight.set(actor.businessId, gathering);
    return gathering;
  }

  // A stale overview was served: one refresh across the replicas. If it comes back incomplete (a
  // service is down), the stale copy is dropped so the next load names the missing block.
  private async refresh(actor: TActor, generation: string | undefined, correlationId?: string): Promise<void> {
    if (this.inFlight.has(actor.businessId)) return;
    if (!(await this.cache.claimRefresh(actor.businessId, OVERVIEW_CALL_TIMEOUT_MS * 2))) return;
    try {
      const overview = await this.gatherOnce(actor, generation, correlationId);
      if (overview.unavailable.length > 0) await this.cache.forget(actor.businessId);
    } catch (error: unknown) {
      this.logger.warn({ err: error, businessId: actor.businessId }, 'Overview refresh failed');
      await this.cache.forget(actor.businessId);
    }
  }

  private async gather(actor: TActor, correlationId?: string): Promise<TDashboardOverview> {
    const scope = { userId: actor.userId, businessId: actor.businessId };
    const ask = <TSchema extends z.ZodType>(source: TOverviewSource, service: TServiceName, topic: string, schema: TSchema, data: unknown) =>
      this.rpc
        .call<unknown>(service, topic, data, { timeoutMs: OVERVIEW_CALL_TIMEOUT_MS, correlationId })
        .then((reply): z.infer<TSchema> => schema.parse(reply))
        .catch((error: unknown) => {
          this.logger.warn({ err: error, source }, 'Overview block unavailable');
          return undefined;
        });
    const [analysis, reviews, subscription] = await Promise.all([
      ask('analysis', 'analysis', REQUEST_TOPICS.analysis.overview, ZAnalysisOverview, scope),
      ask('reviews', 'reviews', REQUEST_TOPICS.reviews.summary, ZReviewsSummaryBlock, scope),
      ask('billing', 'billing', REQUEST_TOPICS.billing.subscriptionGet, ZSubscription, scope),
    ]);
    const unavailable: TOverviewSource[] = [];
    if (!analysis) unavailable.push('analysis');
    if (!reviews) unavailable.push('reviews');
    if (!subscription) unavailable.push('billing');
    if (unavailable.length === 3) throw new ServiceUnavailableException(OVERVIEW_FAILED);
    return {
      isDemo: false,
      business: analysis?.business ?? null,
      keywords: analysis?.keywords ?? null,
      competitors: analysis?.competitors ?? null,
      analytics: analysis?.analytics ?? null,
      insights: analysis?.insights ?? null,
      onboarding: analysis?.onboarding ?? null,
      recentActivity: analysis?.recentActivity ?? [],
      reviews: reviews ?? null,
      subscription: subscription ?? null,
      unavailable,
    };
  }
}
