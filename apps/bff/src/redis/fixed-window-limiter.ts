import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';

export type TWindowLimit = { max: number; windowSeconds: number };

// Counts hits per key in a fixed window and refuses with 429 once over the limit. Without Redis
// it fails open: losing a customer's message is worse than a few extra.
@Injectable()
export class FixedWindowLimiter {
  private readonly logger = new Logger(FixedWindowLimiter.name);

  constructor(private readonly redis: Redis) {}

  // `message` gets the whole minutes until the window ends.
  async hit(key: string, limit: TWindowLimit, message: (minutes: number) => string): Promise<void> {
    let count: number;
    let ttl: number;
    try {
      const results = await this.redis.multi().incr(key).expire(key, limit.windowSeconds, 'NX').ttl(key).exec();
      count = Number(results?.[0]?.[1] ?? 0);
      ttl = Number(results?.[2]?.[1] ?? limit.windowSeconds);
    } catch (error) {
      this.logger.warn({ err: error, key: key.split(':').slice(0, 3).join(':') }, 'Rate limit unavailable; letting the request through');
      return;
    }
    if (count <= limit.max) return;
    const retryAfterSeconds = Math.max(ttl, 1);
    throw new HttpException({ message: message(Math.ceil(retryAfterSeconds / 60)), retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export const minutesText = (minutes: number): string => `${minutes} minute${minutes === 1 ? '' : 's'}`;
