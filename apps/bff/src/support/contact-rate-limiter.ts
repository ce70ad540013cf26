import { Injectable } from '@nestjs/common';
import { FixedWindowLimiter, minutesText } from '../redis/fixed-window-limiter';

// At most 5 messages per 10 minutes from one IP: enough for a person, too few for a spam run.
export const CONTACT_LIMIT = { max: 5, windowSeconds: 600 } as const;

@Injectable()
export class ContactRateLimiter {
  constructor(private readonly limiter: FixedWindowLimiter) {}

  hit(ip: string): Promise<void> {
    return this.limiter.hit(
      `ratelimit:contact:ip:${ip}`,
      CONTACT_LIMIT,
      (minutes) => `Too many messages from your connection. Please try again in ${minutesText(minutes)}, or email us directly.`,
    );
  }
}
