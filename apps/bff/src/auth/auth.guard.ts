import { z } from 'zod';
import { createParamDecorator, Injectable, ServiceUnavailableException, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import Redis from 'ioredis';
import { revokedSessionKey, type TActorRef } from '@app/contracts';
import { PublicKeysService } from './public-keys.service';

export type TActor = TActorRef & { businessId: string };

// What a request acting for the signed-in owner names (the services scope every query by it, and
// the BFF's assertion covers exactly these ids).
export const scopeOf = (actor: TActor): { userId: string; businessId: string } => ({ userId: actor.userId, businessId: actor.businessId });

export const isUuid = (value: string): boolean => z.uuid().safeParse(value).success;
type TAuthedRequest = Request & { actor?: TActor };

// docs/product.md §8: the client removes its token on a message mentioning 401, token or Unauthorized.
const SESSION_ENDED = 'Unauthorized: your session has ended. Please sign in again.';

export const bearerTokenOf = (request: Request): string | undefined => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

// Verifies the access token locally and refuses a session revoked in the last minutes.
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly keys: PublicKeysService,
    private readonly redis: Redis,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<TAuthedRequest>();
    request.actor = await this.actorOf(request);
    if (!request.actor) throw new UnauthorizedException(SESSION_ENDED);
    return true;
  }

  // The signed-in actor, or undefined for an anonymous or invalid token (optional auth).
  async actorOf(request: Request): Promise<TActor | undefined> {
    const token = bearerTokenOf(request);
    if (!token) return undefined;
    const result = await this.keys.verify(token);
    if (!result.ok) return undefined;
    // Fail closed: without Redis a revoked session could not be told apart.
    const revoked = await this.redis.exists(revokedSessionKey(result.claims.sid)).catch(() => {
      throw new ServiceUnavailableException('Sign-in is temporarily unavailable. Please try again in a moment.');
    });
    if (revoked === 1) return undefined;
    return { userId: result.claims.sub, sessionId: result.claims.sid, businessId: result.claims.bid };
  }
}

export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): TActor => {
  const actor = context.switchToHttp().getRequest<TAuthedRequest>().actor;
  if (!actor) throw new UnauthorizedException(SESSION_ENDED);
  return actor;
});
