import { tz } from '@date-fns/tz';
import { Logger } from '@nestjs/common';
import { format } from 'date-fns';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { z } from 'zod';
import { parseEnv } from './env';
import { AI_BUDGET_KEY_PREFIX } from './redis-acl';

// How many model calls a day the AI features may make: one budget for the whole system per UTC
// day (every AI service counts in the same Redis key, AI_BUDGET_KEY_PREFIX; it belongs to no
// business, so no business's clock applies) and a quota per business for each feature per day of
// the business's timezone (docs/architecture.md: days follow the business's timezone).
export const ZAiQuotaEnv = z.object({
  AI_DAILY_BUDGET: z.coerce.number().int().positive().default(20_000).describe('Model calls per UTC day for all businesses and AI features together'),
  AI_REPLIES_PER_BUSINESS_PER_DAY: z.coerce.number().int().positive().default(200).describe('AI review-reply drafts (new reviews and Generate responses) per business per day of its timezone'),
  AI_KEYWORD_IDEAS_PER_BUSINESS_PER_DAY: z.coerce.number().int().positive().default(5).describe('AI keyword-idea requests per business per day of its timezone (the answer is cached for that day)'),
});
export type TAiQuotaEnv = z.infer<typeof ZAiQuotaEnv>;

export const loadAiQuotaEnv = (source: NodeJS.ProcessEnv = process.env): TAiQuotaEnv => parseEnv(ZAiQuotaEnv, source);

// The day a quota counts for, YYYY-MM-DD: the business's calendar day in its timezone, or the
// UTC day without one (the global budget and anything that belongs to no business).
export const quotaDay = (now: Date = new Date(), timeZone?: string): string =>
  timeZone ? format(now, 'yyyy-MM-dd', { in: tz(timeZone) }) : now.toISOString().slice(0, 10);

const TWO_DAYS = 2 * 86_400;

// May this call go to the model? If not, `notice` says why in words for the owner, and the
// feature answers from its local generator instead (and says so).
export type TAiAllowance = { allowed: true } | { allowed: false; notice: string };

export type TAiQuotaFeature = { service: 'reviews' | 'analysis'; name: string; label: string; perBusinessPerDay: number; dailyBudget: number };

// One AI feature's daily quota per business, within the global daily budget. A call is counted
// in Redis (atomically) before it goes out. Without Redis no call goes to the model: the local
// generator answers, and says why (spending without a count would be failing open). The store
// 'memory' counts in this process only (unit tests); `now` is the clock (pinned in tests).
export class AiQuota {
  private readonly logger: Logger;
  private readonly business: RateLimiterAbstract;
  private readonly global: RateLimiterAbstract;

  constructor(
    store: Redis | 'memory',
    private readonly feature: TAiQuotaFeature,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.logger = new Logger(`AiQuota:${feature.name}`);
    const limiter = (keyPrefix: string, points: number): RateLimiterAbstract =>
      store === 'memory'
        ? new RateLimiterMemory({ keyPrefix, points, duration: TWO_DAYS })
        : new RateLimiterRedis({ storeClient: store, keyPrefix, points, duration: TWO_DAYS });
    this.business = limiter(`${feature.service}:ai:${feature.name}`, feature.perBusinessPerDay);
    this.global = limiter(AI_BUDGET_KEY_PREFIX, feature.dailyBudget);
  }

  // `timeZone` is the business's (IANA name): its quota resets at its own midnight. The global
  // budget stays on the UTC day.
  async take(businessId: string, timeZone: string): Promise<TAiAllowance> {
    const now = this.now();
    const day = quotaDay(now);
    const businessKey = `${businessId}:${quotaDay(now, timeZone)}`;
    try {
      if (!(await this.consumed(this.business, businessKey))) return { allowed: false, notice: this.businessNotice() };
      if (!(await this.consumed(this.global, day))) {
        await this.business.reward(businessKey).catch(() => undefined);
        return { allowed: false, notice: this.globalNotice() };
      }
      return { allowed: true };
    } catch (error) {
      this.logger.warn({ err: error, businessId }, 'AI quota cannot be counted without Redis; answering with the local generator');
      return { allowed: false, notice: `${this.feature.label} come from the local generator for a moment (the AI quota cannot be checked).` };
    }
  }

  // What the owner is told when the quota or the budget is spent today, without counting a call.
  async notice(businessId: string, timeZone: string): Promise<string | null> {
    const now = this.now();
    const day = quotaDay(now);
    try {
      const [business, global] = await Promise.all([this.business.get(`${businessId}:${quotaDay(now, timeZone)}`), this.global.get(day)]);
      if ((business?.consumedPoints ?? 0) >= this.feature.perBusinessPerDay) return this.businessNotice();
      if ((global?.consumedPoints ?? 0) >= this.feature.dailyBudget) return this.globalNotice();
      return null;
    } catch (error) {
      this.logger.warn({ err: error, businessId }, 'AI quota cannot be read without Redis');
      return null;
    }
  }

  private async consumed(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
    try {
      await limiter.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  private businessNotice(): string {
    return `Today's AI quota for your business is used up: ${this.feature.label.toLowerCase()} come from the local generator until tomorrow.`;
  }

  private globalNotice(): string {
    return `AI has reached its daily limit: ${this.feature.label.toLowerCase()} come from the local generator until tomorrow (UTC).`;
  }
}
