import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { env } from '../config/env';
import { BusinessLimits } from './business-limits';
import { PublicLimits } from './public-limits';
import { RateLimits } from './rate-limits';

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(Redis) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

// The BFF's Redis: rate-limit counters, session revocations, OAuth state. Commands fail fast
// while Redis is away instead of queueing behind a request.
@Global()
@Module({
  providers: [
    {
      provide: Redis,
      useFactory: () =>
        new Redis(env.REDIS_URL, {
          connectionName: 'bff',
          maxRetriesPerRequest: 1,
          enableOfflineQueue: true,
          retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
        }),
    },
    RedisLifecycle,
    RateLimits,
    PublicLimits,
    BusinessLimits,
  ],
  exports: [Redis, RateLimits, PublicLimits, BusinessLimits],
})
export class RedisModule {}
