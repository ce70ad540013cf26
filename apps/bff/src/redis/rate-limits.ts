import { HttpException, HttpStatus, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type TLimit = { points: number; durationSeconds: number };

// What a limit does while Redis cannot be reached. Never "let everything through":
// - { refuseWith }: answer 503 with that message (sign-in: without the shared counters, guesses
//   would be unlimited);
// - 'per-process': count in this process's memory until Redis is back (each replica then allows
//   the limit on its own), logging that it does.
export type TWhenRedisIsDown = { refuseWith: string } | 'per-process';

export type TVerdict = { allowed: boolean; msBeforeNext: number };

export const minutesText = (minutes: number): string => `${minutes} minute${minutes === 1 ? '' : 's'}`;

// 429 with the whole minutes until the window ends, in the message and in Retry-After.
export const tooManyRequests = (message: (minutes: string) => string, msBeforeNext: number): HttpException => {
  const retryAfterSeconds = Math.max(Math.ceil(msBeforeNext / 1000), 1);
  return new HttpException({ message: message(minutesText(Math.ceil(retryAfterSeconds / 60))), retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);
};

// Throws the 429 of the first refused verdict, if any.
export const assertAllowed = (verdicts: TVerdict[], message: (minutes: string) => string): void => {
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length > 0) throw tooManyRequests(message, Math.max(...refused.map((verdict) => verdict.msBeforeNext)));
};

// One named limit: `points` per key per window. A hit is counted atomically in Redis (INCRBY in
// a Lua script) before the caller acts, so requests sent together cannot share a free slot.
export class Limiter {
  private readonly logger: Logger;
  private readonly store: RateLimiterRedis;
  private readonly memory: RateLimiterMemory | undefined;

  constructor(
    redis: Redis,
    readonly name: string,
    limit: TLimit,
    private readonly whenRedisIsDown: TWhenRedisIsDown,
  ) {
    this.logger = new Logger(`Limiter:${name}`);
    const options = { keyPrefix: `bff:ratelimit:${name}`, points: limit.points, duration: limit.durationSeconds };
    this.store = new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true });
    this.memory = whenRedisIsDown === 'per-process' ? new RateLimiterMemory(options) : undefined;
  }

  async consume(key: string, points = 1): Promise<TVerdict> {
    try {
      return allowed(await this.store.consume(key, points));
    } catch (error) {
      if (error instanceof RateLimiterRes) return refused(error);
      return this.withoutRedis(error, key, points);
    }
  }

  // Gives points back (a hit that turned out not to count); best effort.
  async reward(key: string, points = 1): Promise<void> {
    await this.store.reward(key, points).catch((error: unknown) => this.logger.warn({ err: error }, 'Could not give a rate-limit point back'));
  }

  async reset(key: string): Promise<void> {
    await this.store.delete(key).catch((error: unknown) => this.logger.warn({ err: error }, 'Could not reset a rate-limit counter'));
  }

  private async withoutRedis(error: unknown, key: string, points: number): Promise<TVerdict> {
    if (this.whenRedisIsDown !== 'per-process' || !this.memory) {
      this.logger.warn({ err: error }, 'Rate limit unavailable without Redis; refusing the request');
      throw new ServiceUnavailableException(this.whenRedisIsDown === 'per-process' ? undefined : this.whenRedisIsDown.refuseWith);
    }
    this.logger.warn({ err: error }, 'Rate limit counted in this process until Redis is back');
    try {
      return allowed(await this.memory.consume(key, points));
    } catch (memoryError) {
      if (memoryError instanceof RateLimiterRes) return refused(memoryError);
      throw memoryError;
    }
  }
}

const allowed = (result: RateLimiterRes): TVerdict => ({ allowed: true, msBeforeNext: result.msBeforeNext });
const refused = (result: RateLimiterRes): TVerdict => ({ allowed: false, msBeforeNext: result.msBeforeNext });

// Makes limiters on the BFF's Redis client.
@Injectable()
export class RateLimits {
  constructor(private readonly redis: Redis) {}

  limiter(name: string, limit: TLimit, whenRedisIsDown: TWhenRedisIsDown): Limiter {
    return new Limiter(this.redis, name, limit, whenRedisIsDown);
  }
}
