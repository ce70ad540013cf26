import { Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import Redis from 'ioredis';
import { catchError, from, mergeMap, type Observable } from 'rxjs';
import type { TDashboardOverview } from '@app/contracts';
import type { TActor } from '../auth/auth.guard';
import { env } from '../config/env';

const keyOf = (businessId: string): string => `bff:overview:${businessId}`;
// Bumped by every write of the owner: a gather that began before a write must not store its answer.
const generationKeyOf = (businessId: string): string => `bff:overview:generation:${businessId}`;
const refreshKeyOf = (businessId: string): string => `bff:overview:refreshing:${businessId}`;
// Set by the owner's write: until it lapses the overview is neither read from nor stored in the
// cache, since the write's events may still be on their way to the other services (a renamed
// business reaches analysis a moment after auth answered).
const bypassKeyOf = (businessId: string): string => `bff:overview:bypass:${businessId}`;
export const OVERVIEW_BYPASS_MS = 3_000;
// A stale overview is still served (while one refresh runs) for this many times the fresh period.
export const OVERVIEW_STALE_FACTOR = 3;
const GENERATION_TTL_SECONDS = 24 * 3600;

// Stores the overview only if no write happened since the gather began (same generation).
const PUT_IF_GENERATION = `
local current = redis.call('GET', KEYS[2]) or '0'
if current ~= ARGV[3] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return 1`;

export type TCachedOverview = { overview: TDashboardOverview; freshUntil: number };
// `generation` undefined: the cache is bypassed (just after a write): gather, and do not store.
export type TCacheRead = { cached?: TCachedOverview; generation: string | undefined };

// A business's complete overview in Redis (shared by every BFF replica): the dashboard is opened
// and refreshed far more often than its numbers change. Fresh for OVERVIEW_CACHE_SECONDS, then
// served stale while one refresh runs in the background (stale-while-revalidate), so no reader
// waits on the three-service fan-out once a business has been seen. Every write the owner makes
// through the API drops it at once (OverviewInvalidation). 0 turns the cache off.
@Injectable()
export class OverviewCache {
  private readonly logger = new Logger(OverviewCache.name);

  constructor(private readonly redis: Redis) {}

  get enabled(): boolean {
    return env.OVERVIEW_CACHE_SECONDS > 0;
  }

  async read(businessId: string): Promise<TCacheRead> {
    if (!this.enabled) return { generation: undefined };
    const [raw, generation, bypass] = await this.redis
      .mget(keyOf(businessId), generationKeyOf(businessId), bypassKeyOf(businessId))
      .catch(() => [null, null, '1']);
    if (bypass) return { generation: undefined };
    return { cached: raw ? (JSON.parse(raw) as TCachedOverview) : undefined, generation: generation ?? '0' };
  }

  // Only a complete overview is kept: not one with a block missing because a service was down,
  // nor one whose business the analysis service knows only as a placeholder (created on the
  // first read, moments after sign-up, before auth.user.registered reached it: no name yet).
  async put(businessId: string, overview: TDashboardOverview, generation: string | undefined): Promise<void> {
    if (!this.enabled || generation === undefined || !isComplete(overview)) return;
    const entry: TCachedOverview = { overview, freshUntil: Date.now() + env.OVERVIEW_CACHE_SECONDS * 1000 };
    await this.redis
      .eval(PUT_IF_GENERATION, 2, keyOf(businessId), generationKeyOf(businessId), JSON.stringify(entry), env.OVERVIEW_CACHE_SECONDS * OVERVIEW_STALE_FACTOR, generation)
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, 'Could not cache the overview');
      });
  }

  // One replica refreshes a stale overview at a time; the claim lapses on its own.
  async claimRefresh(businessId: string, forMs: number): Promise<boolean> {
    const claimed = await this.redis.set(refreshKeyOf(businessId), '1', 'PX', forMs, 'NX').catch(() => null);
    return claimed === 'OK';
  }

  async forget(businessId: string): Promise<void> {
    await this.redis
      .multi()
      .incr(generationKeyOf(businessId))
      .expire(generationKeyOf(businessId), GENERATION_TTL_SECONDS)
      .set(bypassKeyOf(businessId), '1', 'PX', OVERVIEW_BYPASS_MS)
      .del(keyOf(businessId), refreshKeyOf(businessId))
      .exec()
      .catch((error: unknown) => {
        this.logger.warn({ err: error, businessId }, 'Could not drop the cached overview');
      });
  }
}

export const isComplete = (overview: TDashboardOverview): boolean =>
  overview.unavailable.length === 0 && overview.business !== null && overview.business.name.trim() !== '';

// After any signed-in write (POST, PUT, PATCH, DELETE), successful or not, the writer's cached
// overview is dropped before the answer leaves, so the next dashboard load shows the change.
@Injectable()
export class OverviewInvalidation implements NestInterceptor {
  constructor(private readonly cache: OverviewCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request & { actor?: TActor }>();
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return next.handle();
    const forget = async () => {
      if (request.actor) await this.cache.forget(request.actor.businessId);
    };
    return next.handle().pipe(
      mergeMap((value: unknown) => from(forget().then(() => value))),
      catchError((error: unknown) => from(forget().then(() => Promise.reject(error as Error)))),
    );
  }
}
