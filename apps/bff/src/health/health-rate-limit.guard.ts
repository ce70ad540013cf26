import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { assertAllowed, RateLimits, type Limiter } from '../redis/rate-limits';

// The health reports answer from memory, but are public: a client polling faster than a few times
// a second is refused. Without Redis each process counts on its own (the report must still answer
// then: it is what says Redis is down).
export const HEALTH_LIMIT = { points: 60, durationSeconds: 10 } as const;

@Injectable()
export class HealthRateLimitGuard implements CanActivate {
  private readonly ip: Limiter;

  constructor(limits: RateLimits) {
    this.ip = limits.limiter('health:ip', HEALTH_LIMIT, 'per-process');
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    assertAllowed([await this.ip.consume((request.ip ?? '').slice(0, 64))], (minutes) => `Too many health checks. Please try again in ${minutes}.`);
    return true;
  }
}
