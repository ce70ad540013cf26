import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { EMAIL_SWITCHES, type TAlertSwitch } from '@app/contracts';
import { SERVICE_ENV, SignedLinkTokens } from '@app/service-kit';
import { DEVELOPMENT_KEY } from '../common/secret-box';
import type { TAuthEnv } from '../config/env';

const ZClaims = z.object({ u: z.uuid(), s: z.enum(EMAIL_SWITCHES), t: z.number().int().nonnegative() });

export type TUnsubscribeClaims = { userId: string; preference: TAlertSwitch; issuedAt: Date };

// The one-click unsubscribe link's token (RFC 8058): { user, switch, issued-at } signed with
// SignedLinkTokens under a key derived (its own label) from TOTP_ENCRYPTION_KEY, the secret auth
// already keeps and must never change, so a link in an old email keeps working. It does nothing but
// turn one switch off, so it does not expire.
@Injectable()
export class UnsubscribeTokens {
  private readonly tokens: SignedLinkTokens<typeof ZClaims>;

  constructor(@Inject(SERVICE_ENV) env: TAuthEnv) {
    this.tokens = new SignedLinkTokens(env.TOTP_ENCRYPTION_KEY ?? DEVELOPMENT_KEY, 'nearbly', 'alert-unsubscribe-v1', ZClaims);
  }

  sign(userId: string, preference: TAlertSwitch, issuedAt: Date): string {
    return this.tokens.sign({ u: userId, s: preference, t: Math.floor(issuedAt.getTime() / 1000) });
  }

  // Null for anything not signed by this server as it is (a changed byte, another switch or user).
  verify(token: string): TUnsubscribeClaims | null {
    const claims = this.tokens.verify(token);
    return claims ? { userId: claims.u, preference: claims.s, issuedAt: new Date(claims.t * 1000) } : null;
  }
}
