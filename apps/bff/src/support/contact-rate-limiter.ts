import { Injectable } from '@nestjs/common';
import { assertAllowed, RateLimits, type Limiter } from '../redis/rate-limits';

// At most 5 messages per 10 minutes from one IP: enough for a person, too few for a spam run.
// Without Redis each BFF process keeps counting on its own.
export const CONTACT_LIMIT = { points: 5, durationSeconds: 600 } as const;

@Injectable()
export class ContactRateLimiter {
  private readonly ip: Limiter;

  constructor(limits: RateLimits) {
    this.ip = limits.limiter('contact:ip', CONTACT_LIMIT, 'per-process');
  }

  async hit(ip: string): Promise<void> {
    assertAllowed([await this.ip.consume(ip)], (minutes) => `Too many messages from your connection. Please try again in ${minutes}, or email us directly.`);
  }
}
