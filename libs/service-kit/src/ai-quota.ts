import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { parseEnv } from './env';
import { AI_BUDGET_KEY_PREFIX } from './redis-acl';

// How many model calls a day (UTC) the AI features may make: one budget for the whole system
// (every AI service counts in the same Redis key, AI_BUDGET_KEY_PREFIX) and a quota per business for each feature.
export const ZAiQuotaEnv = z.object({
  AI_DAILY_BUDGET: z.coerce.number().int().positive().default(20_000).describe('Model calls per UTC day for all businesses and AI features together'),
  AI_REPLIES_PER_BUSINESS_PER_DAY: z.coerce.number().int().positive().default(200).describe('AI review-reply drafts (new reviews and Generate responses) per business per UTC day'),
  AI_KEYWORD_IDEAS_PER_BUSINESS_PER_DAY: z.coerce.number().int().positive().default(5).describe('AI keyword-idea requests per business per UTC day (the answer is cached for the day)'),
});
export type TAiQuotaEnv = z.infer<typeof ZAiQuotaEnv>;

export const loadAiQuotaEnv = (source: NodeJS.ProcessEnv = process.env): TAiQuotaEnv => parseEnv(ZAiQuotaEnv, source);

// The UTC day a quota counts for.
export const quotaDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

const TWO_DAYS = 2 * 86_400;

// May this call go to the model? If not, `notice` says why in words for the owner, and the
// feature answers from its local generator instead (and says so).
export type TAiAllowance = { allowed: true } | { allowed: false; notice: string };

// One AI feature's daily quota per business, within the global daily budget. A call is counted
// in Redis (atomically) before it goes out. Without Redis no call goes to the model: the local
// generator answers, and says why (spending without a count would be failing open).
export class AiQuota {
  private readonly logger: Logger;
  private readonly business: RateLimiterRedis;
  private readonly global: RateLimiterRedis;

  constructor(
    redis: Redis,
    private readonly feature: { service: 'reviews' | 'analysis'; name: string; label: string; perBusinessPerDay: number; dailyBudget: number },
  ) {
    this.logger = new Logger(`AiQuota:${feature.name}`);
    this.business = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${feature.service}:ai:${feature.name}`, points: feature.perBusinessPerDay, duration: TWO_DAYS });
    this.global = new RateLimiterRedis({ storeClient: redis, keyPrefix: AI_BUDGET_KEY_PREFIX, points: feature.dailyBudget, duration: TWO_DAYS });
  }

  async take(businessId: string): Promise<TAiAllowance> {
    const day = quotaDay();
    const businessKey = `${businessId}:${day}`;
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
  async notice(businessId: string): Promise<string | null> {
    const day = quotaDay();
    try {
      const [business, global] = await Promise.all([this.business.get(`${businessId}:${day}`), this.global.get(day)]);
      if ((business?.consumedPoints ?? 0) >= this.feature.perBusinessPerDay) return this.businessNotice();
      if ((global?.consumedPoints ?? 0) >= this.feature.dailyBudget) return this.globalNotice();
      return null;
    } catch (error) {
      this.logger.warn({ err: error, businessId }, 'AI quota cannot be read without Redis');
      return null;
    }
  }

  private async consumed(limiter: RateLimiterRedis, key: string): Promise<boolean> {
    try {
      await limiter.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  private businessNotice(): string {
    return `Today's AI quota for your business is used up: ${this.feature.label.toLowerCase()} come from the local generator until tomorrow (UTC).`;
  }

  private globalNotice(): string {
    return `AI has reached its daily limit: ${this.feature.label.toLowerCase()} come from the local generator until tomorrow (UTC).`;
  }
}
