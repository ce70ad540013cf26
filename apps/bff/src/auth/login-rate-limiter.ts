import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { env } from '../config/env';

// Repeated sign-in failures are limited per account and per IP (issue 4). Counters live in Redis
// for the failure window; a success clears the account's counter.
@Injectable()
export class LoginRateLimiter {
  constructor(private readonly redis: Redis) {}

  private keys(email: string, ip: string) {
    return { account: `ratelimit:login:account:${email}`, ip: `ratelimit:login:ip:${ip}` };
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const [account, fromIp] = await Promise.all([this.redis.get(keys.account), this.redis.get(keys.ip)]);
    const blocked =
      Number(account ?? 0) >= env.LOGIN_MAX_FAILURES_PER_ACCOUNT ? keys.account : Number(fromIp ?? 0) >= env.LOGIN_MAX_FAILURES_PER_IP ? keys.ip : undefined;
    if (!blocked) return;
    const retryAfterSeconds = Math.max(await this.redis.ttl(blocked), 1);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new HttpException(
      {
        message: `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        retryAfterSeconds,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await this.redis
      .multi()
      .incr(keys.account)
      .expire(keys.account, env.LOGIN_FAILURE_WINDOW_SECONDS, 'NX')
      .incr(keys.ip)
      .expire(keys.ip, env.LOGIN_FAILURE_WINDOW_SECONDS, 'NX')
      .exec();
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.redis.del(this.keys(email, ip).account);
  }

  // Reset emails: at most 3 an hour to one address and 10 an hour from one IP, so the form
  // cannot be used to flood someone's inbox. The answer stays the same whether or not the
  // account exists.
  async assertResetEmailAllowed(email: string, ip: string): Promise<void> {
    const hour = 3_600;
    const [toEmail, fromIp] = await Promise.all([
      this.hit(`ratelimit:reset:email:${email}`, hour),
      this.hit(`ratelimit:reset:ip:${ip}`, hour),
    ]);
    if (toEmail.count <= 3 && fromIp.count <= 10) return;
    const retryAfterSeconds = Math.max(toEmail.count > 3 ? toEmail.ttl : fromIp.ttl, 1);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new HttpException(
      { message: `Too many reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfterSeconds },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  private async hit(key: string, windowSeconds: number): Promise<{ count: number; ttl: number }> {
    const results = await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').ttl(key).exec();
    return { count: Number(results?.[0]?.[1] ?? 0), ttl: Number(results?.[2]?.[1] ?? windowSeconds) };
  }
}
