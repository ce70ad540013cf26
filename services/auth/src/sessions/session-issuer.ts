import { Injectable } from '@nestjs/common';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type TDevice,
  type TSessionGrant,
  type TUser,
} from '@app/contracts';
import { signAccessToken } from '@app/service-kit';
import { KeysService } from '../keys/keys.service';
import { newSession, type TNewSession } from './new-session';
import { SessionsRepository } from './sessions.repository';

// Turns a session into what the client holds: a short-lived EdDSA access token and the refresh
// token (for the BFF's http-only cookie).
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly keys: KeysService,
    private readonly repository: SessionsRepository,
  ) {}

  // Opens a new session for a user who just proved who they are.
  async open(user: TUser, rememberMe: boolean, device: TDevice): Promise<TSessionGrant> {
    const session = newSession(rememberMe, device);
    await this.repository.create(user.id, session);
    return this.grant(user, session, session.refreshToken);
  }

  async grant(
    user: TUser,
    session: Pick<TNewSession, 'id' | 'rememberMe' | 'expiresAt'>,
    refreshToken: string,
  ): Promise<TSessionGrant> {
    const now = Date.now();
    const accessToken = await signAccessToken(
      { sub: user.id, sid: session.id, bid: user.businessId },
      this.keys.currentKey(),
      ACCESS_TOKEN_TTL_SECONDS,
      now,
    );
    return {
      user,
      accessToken,
      accessTokenExpiresAt: new Date(
        (Math.floor(now / 1000) + ACCESS_TOKEN_TTL_SECONDS) * 1000,
      ).toISOString(),
      refreshToken,
      sessionId: session.id,
      persistentUntil: session.rememberMe ? session.expiresAt.toISOString() : null,
    };
  }
}
