import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';

// At most 5 messages per 10 minutes from one IP: enough for a person, too few for a spam run.
export const CONTACT_LIMIT = { max: 5, windowSeconds: 600 } as const;

@Injectable()
export class ContactRateLimiter {
  private readonly logger = new Logger(ContactRateLimiter.name);

  constructor(private readonly redis: Redis) {}

  // Counts this submission and refuses it with 429 once the IP is over the limit. Without Redis
  // the form still works (fails open): losing a customer's message is worse than a few extra.
  async hit(ip: string): Promise<void> {
    const key = `ratelimit:contact:ip:${ip}`;
    let count: number;
    let ttl: number;
    try {
      const results = await this.redis.multi().incr(key).expire(key, CONTACT_LIMIT.windowSeconds, 'NX').ttl(key).exec();
      count = Number(results?.[0]?.[1] ?? 0);
      ttl = Number(results?.[2]?.[1] ?? CONTACT_LIMIT.windowSeconds);
    } catch (error) {
      this.logger.warn({ err: error }, 'Contact rate limit unavailable; letting the message through');
      return;
    }
    if (count <= CONTACT_LIMIT.max) return;
    const retryAfterSeconds = Math.max(ttl, 1);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new HttpException(
      {
        message: `Too many messages from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or email us directly.`,
        retryAfterSeconds,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
