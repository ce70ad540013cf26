import { Injectable } from '@nestjs/common';
import { env } from '../config/env';
import { RateLimits, tooManyRequests, type Limiter } from './rate-limits';

const DAY = 86_400;
const UNAVAILABLE = { refuseWith: 'This is temporarily unavailable. Please try again in a moment.' };

// What a signed-in business may ask for on demand that costs background work:
// - 'Check now': one on-demand rank check per cooldown (all keywords, or one keyword);
// - 'Refresh insights': a number a day.
// Counted in Redis before the request goes on; a request the service refuses gives its point back.
// Without Redis these answer 503 (a limit that cannot be kept does not let everything through).
@Injectable()
export class BusinessLimits {
  private readonly rankChecks: Limiter;
  private readonly insightsRefresh: Limiter;

  constructor(limits: RateLimits) {
    this.rankChecks = limits.limiter('rank-check:business', { points: 1, durationSeconds: env.RANK_CHECK_COOLDOWN_SECONDS }, UNAVAILABLE);
    this.insightsRefresh = limits.limiter('insights-refresh:business', { points: env.INSIGHTS_REFRESH_PER_BUSINESS_PER_DAY, durationSeconds: DAY }, UNAVAILABLE);
  }

  // Runs `action` if the business's rank check (of that keyword, or of all) is off cooldown.
  async rankCheck<T>(businessId: string, keywordId: string | undefined, action: () => Promise<T>): Promise<T> {
    const key = `${businessId}:${keywordId ?? 'all'}`;
    const verdict = await this.rankChecks.consume(key);
    if (!verdict.allowed) {
      throw tooManyRequests((minutes) => `Rankings were checked moments ago. You can check again in ${minutes}.`, verdict.msBeforeNext);
    }
    return this.refundOnFailure(this.rankChecks, key, action);
  }

  async insights<T>(businessId: string, action: () => Promise<T>): Promise<T> {
    const verdict = await this.insightsRefresh.consume(businessId);
    if (!verdict.allowed) {
      throw tooManyRequests(
        (minutes) => `Insights were refreshed ${env.INSIGHTS_REFRESH_PER_BUSINESS_PER_DAY} times today. They still update on their own; you can refresh again in ${minutes}.`,
        verdict.msBeforeNext,
      );
    }
    return this.refundOnFailure(this.insightsRefresh, businessId, action);
  }

  private async refundOnFailure<T>(limiter: Limiter, key: string, action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      await limiter.reward(key);
      throw error;
    }
  }
}
