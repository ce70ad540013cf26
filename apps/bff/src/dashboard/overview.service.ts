import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import {
  AnalysisRequests,
  BillingRequests,
  DEMO_OVERVIEW,
  ReviewsRequests,
  type TDashboardOverview,
  type TOverviewSource,
} from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { scopeOf, type TActor } from '../auth/auth.guard';
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
    const scope = scopeOf(actor);
    const options = { timeoutMs: OVERVIEW_CALL_TIMEOUT_MS, correlationId };
    // A block whose service fails or is slow is left out (named in `unavailable`).
    const orNothing = <T>(source: TOverviewSource, call: Promise<T>): Promise<T | undefined> =>
      call.catch((error: unknown) => {
        this.logger.warn({ err: error, source }, 'Overview block unavailable');
        return undefined;
      });
    const [analysis, reviews, subscription] = await Promise.all([
      orNothing('analysis', this.rpc.call(AnalysisRequests.overview, scope, options)),
      orNothing('reviews', this.rpc.call(ReviewsRequests.summary, scope, options)),
      orNothing('billing', this.rpc.call(BillingRequests.subscriptionGet, scope, options)),
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
