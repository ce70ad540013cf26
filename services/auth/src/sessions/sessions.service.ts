import { Injectable, Logger } from '@nestjs/common';
import type {
  TActorRef,
  TDevice,
  TAcknowledged,
  TRevokedReply,
  TSessionGrant,
  TSessionsReply,
} from '@app/contracts';
import { hashSecret, randomToken } from '../common/secrets';
import { toUser } from '../common/views';
import { locationOf } from './device';
import { RevocationStore } from './revocation.store';
import { sessionEnded } from './session-errors';
import { SessionGuard } from './session.guard';
import { SessionIssuer } from './session-issuer';
import { SessionsRepository } from './sessions.repository';

@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);

  constructor(
    private readonly repository: SessionsRepository,
    private readonly issuer: SessionIssuer,
    private readonly guard: SessionGuard,
    private readonly revocations: RevocationStore,
  ) {}

  // Rotates the refresh token. The session keeps its remember-me setting and its expiry.
  async refresh(refreshToken: string, device: TDevice): Promise<TSessionGrant> {
    const now = new Date();
    const tokenHash = hashSecret(refreshToken);
    const session = await this.repository.findByRefreshHash(tokenHash);
    if (!session) {
      await this.revokeIfReused(tokenHash, now);
      throw sessionEnded();
    }
    const business = session.user.business;
    if (session.revokedAt || session.expiresAt <= now || !business) throw sessionEnded();
    const next = randomToken();
    const seenFrom = device.ip ? { ip: device.ip, location: locationOf(device.ip) } : undefined;
    if (!(await this.repository.rotate(session.id, tokenHash, hashSecret(next), now, seenFrom)))
      throw sessionEnded();
    return this.issuer.grant(toUser(session.user, business.id), session, next);
  }

  async logout(sessionId: string): Promise<TAcknowledged> {
    await this.repository.revoke(sessionId, new Date());
    await this.revocations.markRevoked([sessionId]);
    return { ok: true };
  }

  async list(actor: TActorRef): Promise<TSessionsReply> {
    await this.guard.requireLive(actor);
    const sessions = await this.repository.listLive(actor.userId, new Date());
    return {
      sessions: sessions.map((session) => ({
        id: session.id,
        device: session.device,
        location: session.location,
        lastActive: session.lastActiveAt.toISOString(),
        current: session.id === actor.sessionId,
      })),
    };
  }

  async revokeOthers(actor: TActorRef): Promise<TRevokedReply> {
    await this.guard.requireLive(actor);
    return { revoked: await this.revokeAllOf(actor.userId, actor.sessionId) };
  }

  // Signs the user out everywhere (but on `keepSessionId`): password change and reset.
  async revokeAllOf(userId: string, keepSessionId?: string): Promise<number> {
    const revoked = await this.repository.revokeAll(userId, new Date(), keepSessionId);
    await this.revocations.markRevoked(revoked);
    return revoked.length;
  }

  // A rotated-away refresh token presented again means two parties hold it: one of them stole it.
  // The whole session ends, for both.
  private async revokeIfReused(tokenHash: string, now: Date): Promise<void> {
    const session = await this.repository.findByPreviousRefreshHash(tokenHash);
    if (!session) return;
    await this.repository.revoke(session.id, now);
    await this.revocations.markRevoked([session.id]);
    this.logger.warn(
      { sessionId: session.id, userId: session.userId },
      'Refresh token reused; session revoked',
    );
  }
}
