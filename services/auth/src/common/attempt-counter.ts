import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ServiceException } from '@app/service-kit';

export type TAttemptPolicy = {
  // Redis key prefix (the auth service's keys start with `auth:`).
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  // What the owner is told when the tries are used up.
  tooMany: (minutes: number) => string;
  // What is unavailable without Redis.
  unavailable: string;
};

// Attempts at a secret per account, counted in Redis before the secret is checked, so guesses
// sent together cannot share a free try. Without Redis the attempt is refused (503) rather than
// checked without a limit.
export class AttemptCounter {
  private readonly logger: Logger;
  private readonly limiter: RateLimiterRedis;

  constructor(
    redis: Redis,
    private readonly policy: TAttemptPolicy,
  ) {
    this.logger = new Logger(`AttemptCounter:${policy.keyPrefix}`);
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: policy.keyPrefix,
      points: policy.points,
      duration: policy.durationSeconds,
      rejectIfRedisNotReady: true,
    });
  }

  // Counts one attempt for the account, or throws RATE_LIMITED when its tries are used up.
  async consume(userId: string): Promise<void> {
    try {
      await this.limiter.consume(userId);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        const minutes = Math.max(Math.ceil(error.msBeforeNext / 60_000), 1);
        throw new ServiceException('RATE_LIMITED', this.policy.tooMany(minutes));
      }
      this.logger.warn({ err: error, userId }, 'Attempts cannot be counted without Redis');
      throw new ServiceException('UNAVAILABLE', this.policy.unavailable);
    }
  }

  // A right answer: the account's count starts afresh.
  async succeeded(userId: string): Promise<void> {
    await this.limiter
      .delete(userId)
      .catch((error: unknown) => this.logger.warn({ err: error, userId }, 'Could not reset the attempts'));
  }
}

export const inMinutes = (minutes: number): string => `${minutes} minute${minutes === 1 ? '' : 's'}`;
