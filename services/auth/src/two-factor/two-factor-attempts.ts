import { Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ServiceException } from '@app/service-kit';

// Wrong two-factor codes per account, whichever way they arrive (password sign-in, Google
// sign-in, turning 2FA off): one counter, counted in Redis before the code is checked, so codes
// sent together cannot share a free try. Six digits allow 10^6 guesses; 5 per 15 minutes make
// guessing hopeless. Without Redis, codes are refused (503) rather than checked without a limit.
export const TWO_FACTOR_ATTEMPTS = { points: 5, durationSeconds: 900 } as const;

@Injectable()
export class TwoFactorAttempts {
  private readonly logger = new Logger(TwoFactorAttempts.name);
  private readonly limiter: RateLimiterRedis;

  constructor(redis: Redis) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'auth:2fa-failures',
      points: TWO_FACTOR_ATTEMPTS.points,
      duration: TWO_FACTOR_ATTEMPTS.durationSeconds,
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
        throw new ServiceException(
          'RATE_LIMITED',
          `Too many two-factor attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      this.logger.warn({ err: error, userId }, 'Two-factor attempts cannot be counted without Redis');
      throw new ServiceException(
        'UNAVAILABLE',
        'Sign-in is temporarily unavailable. Please try again in a moment.',
      );
    }
  }

  // A right code: the account's count starts afresh.
  async succeeded(userId: string): Promise<void> {
    await this.limiter
      .delete(userId)
      .catch((error: unknown) =>
        this.logger.warn({ err: error, userId }, 'Could not reset the two-factor attempts'),
      );
  }
}
