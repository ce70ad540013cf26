import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { AiQuota, completeChat, createOpenAi, createRequestRedis } from '@app/service-kit';
import { aiEnv, aiQuotaEnv, env } from '../config/env';
import { clampWords, localReply, MAX_REPLY_WORDS, type TReplyInput } from './local-reply';
import { replyPrompt } from './reply-prompt';

export type TDraft = { text: string; source: 'openai' | 'local' };

// Drafts a reply: through OpenAI when a key is configured and the business's daily AI quota (and
// the global budget) allow it, else with the local generator. An OpenAI failure is thrown
// (AiUnavailableError): the job retries with backoff, then dead-letters.
@Injectable()
export class ReplyGenerator implements OnApplicationShutdown {
  private readonly logger = new Logger(ReplyGenerator.name);
  private readonly ai = createOpenAi(aiEnv);
  readonly mode: 'openai' | 'local' = this.ai ? 'openai' : 'local';
  private readonly redis = this.ai ? createRequestRedis(env.REDIS_URL, 'reviews-ai-quota') : undefined;
  private readonly quota = this.redis
    ? new AiQuota(this.redis, { service: 'reviews', name: 'replies', label: 'Suggested replies', perBusinessPerDay: aiQuotaEnv.AI_REPLIES_PER_BUSINESS_PER_DAY, dailyBudget: aiQuotaEnv.AI_DAILY_BUDGET })
    : undefined;

  // `timeZone` is the business's: its daily quota turns at its own midnight.
  async draft(businessId: string, timeZone: string, input: TReplyInput): Promise<TDraft> {
    if (!this.ai || !this.quota) return { text: localReply(input), source: 'local' };
    const allowance = await this.quota.take(businessId, timeZone);
    if (!allowance.allowed) {
      this.logger.debug({ businessId }, 'AI quota spent; drafting with the local generator');
      return { text: localReply(input), source: 'local' };
    }
    const text = await completeChat(this.ai, replyPrompt(input), { maxTokens: 300, temperature: 0.4 });
    const clamped = clampWords(text, MAX_REPLY_WORDS);
    if (clamped !== text) this.logger.debug({ words: text.split(/\s+/).length }, 'Model reply cut to the word limit');
    return { text: clamped, source: 'openai' };
  }

  // What the Reviews page says when today's AI quota or budget is spent (null: nothing to say).
  async notice(businessId: string, timeZone: string): Promise<string | null> {
    return this.quota ? this.quota.notice(businessId, timeZone) : null;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
