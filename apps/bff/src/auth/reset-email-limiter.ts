import { Injectable } from '@nestjs/common';
import { assertAllowed, RateLimits, type Limiter } from '../redis/rate-limits';
import { accountKey } from './sign-in-limiter';

const HOUR = 3_600;

// Reset emails: at most 3 an hour to one address and 10 an hour from one IP, so the form cannot be
// used to flood someone's inbox. The answer stays the same whether or not the account exists.
// Without Redis each BFF process counts on its own.
@Injectable()
export class ResetEmailLimiter {
  private readonly toEmail: Limiter;
  private readonly fromIp: Limiter;

  constructor(limits: RateLimits) {
    this.toEmail = limits.limiter('reset:email', { points: 3, durationSeconds: HOUR }, 'per-process');
    this.fromIp = limits.limiter('reset:ip', { points: 10, durationSeconds: HOUR }, 'per-process');
  }

  async hit(email: string, ip: string): Promise<void> {
    const verdicts = await Promise.all([this.toEmail.consume(accountKey(email)), this.fromIp.consume(ip)]);
    assertAllowed(verdicts, (minutes) => `Too many reset requests. Please try again in ${minutes}.`);
  }
}
