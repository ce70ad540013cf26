import { Injectable } from '@nestjs/common';
import { env } from '../config/env';
import { assertAllowed, RateLimits, tooManyRequests, type Limiter } from './rate-limits';

const HOUR = 3_600;
const DAY = 86_400;

export type TPublicAction = 'signup' | 'analysis' | 'newsletter' | 'chat';

type TPublicLimit = {
  perAddress: { points: number; durationSeconds: number };
  dailyBudget: number;
  tooMany: (minutes: string) => string;
  spent: string;
};

const LIMITS: Record<TPublicAction, TPublicLimit> = {
  signup: {
    perAddress: { points: env.SIGNUP_PER_IP_PER_HOUR, durationSeconds: HOUR },
    dailyBudget: env.SIGNUP_DAILY_BUDGET,
    tooMany: (minutes) => `Too many sign-ups from your address. Please try again in ${minutes}.`,
    spent: 'Sign-ups are paused for today. Please try again tomorrow.',
  },
  analysis: {
    perAddress: { points: env.ANALYSIS_PER_IP_PER_HOUR, durationSeconds: HOUR },
    dailyBudget: env.ANALYSIS_DAILY_BUDGET,
    tooMany: (minutes) => `Too many free analyses from your address. Please try again in ${minutes}.`,
    spent: 'The free analysis has reached its limit for today. Please try again tomorrow.',
  },
  newsletter: {
    perAddress: { points: env.NEWSLETTER_PER_IP_PER_HOUR, durationSeconds: HOUR },
    dailyBudget: env.NEWSLETTER_DAILY_BUDGET,
    tooMany: (minutes) => `Too many newsletter sign-ups from your address. Please try again in ${minutes}.`,
    spent: 'Newsletter sign-ups are paused for today. Please try again tomorrow.',
  },
  chat: {
    perAddress: { points: env.CHAT_ANONYMOUS_PER_IP_PER_DAY, durationSeconds: DAY },
    dailyBudget: env.CHAT_ANONYMOUS_DAILY_BUDGET,
    tooMany: (minutes) => `You've sent Maya a lot of messages today. Please try again in ${minutes}, or sign in.`,
    spent: 'Maya has answered all the visitors she can for today. Please try again tomorrow, or sign in.',
  },
};

// The counters' names in Redis (the chat's per-conversation and per-IP limits are 'chat:*').
const COUNTER_NAMES: Record<TPublicAction, string> = { signup: 'signup', analysis: 'analysis', newsletter: 'newsletter', chat: 'chat-anonymous' };

const UNAVAILABLE = { refuseWith: 'This is temporarily unavailable. Please try again in a moment.' };

// The UTC day a global budget counts for, and the milliseconds until the next one starts.
export const budgetDay = (now: Date): { key: string; msLeft: number } => {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return { key: now.toISOString().slice(0, 10), msLeft: next - now.getTime() };
};

// What visitors can do without an account (sign up, the free analysis, the newsletter, Maya
// without a session) costs us emails, rows and model calls: each has a limit per client address
// (as the BFF sees it through TRUST_PROXY) and a global budget per UTC day. Both are counted
// atomically in Redis before the action; an address over its limit does not spend the budget.
// Without Redis these answer 503, like sign-in: a limit that cannot be kept does not let all through.
@Injectable()
export class PublicLimits {
  private readonly limiters: Record<TPublicAction, { address: Limiter; budget: Limiter }>;

  constructor(limits: RateLimits) {
    const make = (action: TPublicAction) => ({
      address: limits.limiter(`${COUNTER_NAMES[action]}:ip`, LIMITS[action].perAddress, UNAVAILABLE),
      // One counter per UTC day (the date is in the key); kept two days, then Redis drops it.
      budget: limits.limiter(`${COUNTER_NAMES[action]}:budget`, { points: LIMITS[action].dailyBudget, durationSeconds: 2 * DAY }, UNAVAILABLE),
    });
    this.limiters = { signup: make('signup'), analysis: make('analysis'), newsletter: make('newsletter'), chat: make('chat') };
  }

  async hit(action: TPublicAction, ip: string): Promise<void> {
    const { address, budget } = this.limiters[action];
    assertAllowed([await address.consume(ip.slice(0, 64))], LIMITS[action].tooMany);
    const day = budgetDay(new Date());
    if (!(await budget.consume(day.key)).allowed) throw tooManyRequests(() => LIMITS[action].spent, day.msLeft);
  }
}
