import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ZKeywordSuggestion, type TBusinessScope, type TKeywordSuggestions } from '@app/contracts';
import { AiQuota, createRequestRedis, quotaDay, type TOpenAi } from '@app/service-kit';
import type Redis from 'ioredis';
import { z } from 'zod';
import { ScopeService } from '../businesses/scope.service';
import { aiQuotaEnv, env } from '../config/env';
import { GooglePerformanceService } from '../google/performance/google-performance.service';
import { aiKeywordSuggestions } from './ai-suggestions';
import { localKeywordSuggestions } from './local-suggestions';

export const AI_CLIENT = Symbol('AI_CLIENT');

const CACHE_SECONDS = 2 * 86_400;
const ZCached = z.array(ZKeywordSuggestion);

// AI keyword suggestions (seasonal, local events, weather) for the business type and city:
// OpenAI when configured, the local generator otherwise or when the model fails. The model's
// answer is kept for the business and its local day (the ideas are about the business's month:
// asking again the same day costs a call for nothing; the day and the quota turn at the
// business's midnight, not UTC's); past the business's daily quota or the global AI budget,
// the local generator answers and the reply says so.
@Injectable()
export class KeywordSuggestionsService implements OnApplicationShutdown {
  private readonly logger = new Logger(KeywordSuggestionsService.name);
  private readonly redis: Redis | undefined;
  private readonly quota: AiQuota | undefined;

  constructor(
    private readonly scope: ScopeService,
    @Inject(AI_CLIENT) private readonly ai: TOpenAi | null,
    private readonly google: GooglePerformanceService,
  ) {
    this.redis = ai ? createRequestRedis(env.REDIS_URL, 'analysis-ai') : undefined;
    this.quota = this.redis
      ? new AiQuota(this.redis, { service: 'analysis', name: 'keyword-ideas', label: 'Keyword ideas', perBusinessPerDay: aiQuotaEnv.AI_KEYWORD_IDEAS_PER_BUSINESS_PER_DAY, dailyBudget: aiQuotaEnv.AI_DAILY_BUDGET })
      : undefined;
  }

  // A connected business's own top searches on Google come first, then the ideas.
  async suggest(scope: TBusinessScope): Promise<TKeywordSuggestions> {
    const business = await this.scope.business(scope);
    const [searches, ideas] = await Promise.all([this.google.searchSuggestions(business.id), this.ideas(business)]);
    const fromGoogle = new Set(searches.map((item) => item.keyword));
    return { ...ideas, suggestions: [...searches, ...ideas.suggestions.filter((item) => !fromGoogle.has(item.keyword))] };
  }

  private async ideas(business: { id: string; type: string; city: string | null; timezone: string }): Promise<TKeywordSuggestions> {
    const context = { type: business.type, city: business.city, now: new Date(), timeZone: business.timezone };
    const local = (aiNotice: string | null): TKeywordSuggestions => ({ suggestions: localKeywordSuggestions(context.type, context.city, context.now, context.timeZone), source: 'local', aiNotice });
    if (!this.ai || !this.redis || !this.quota) return local(null);
    const cacheKey = `analysis:keyword-suggestions:${business.id}:${quotaDay(context.now, context.timeZone)}`;
    const cached = await this.cached(cacheKey);
    if (cached) return { suggestions: cached, source: 'openai', aiNotice: null };
    const allowance = await this.quota.take(business.id, context.timeZone);
    if (!allowance.allowed) return local(allowance.notice);
    try {
      const suggestions = await aiKeywordSuggestions(this.ai, context);
      await this.redis.set(cacheKey, JSON.stringify(suggestions), 'EX', CACHE_SECONDS).catch((error: unknown) => this.logger.warn({ err: error }, 'Could not cache keyword suggestions'));
      return { suggestions, source: 'openai', aiNotice: null };
    } catch (error) {
      this.logger.warn({ err: error, businessId: business.id }, 'AI suggestions unavailable; using the local generator');
      return local(null);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }

  private async cached(key: string) {
    try {
      const text = await this.redis?.get(key);
      return text ? ZCached.parse(JSON.parse(text)) : undefined;
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not read cached keyword suggestions');
      return undefined;
    }
  }
}
