import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { ALERT_SWITCHES, type TAlertSwitch } from '@app/contracts';
import { SERVICE_ENV } from '@app/service-kit';
import { DEVELOPMENT_KEY } from '../common/secret-box';
import type { TAuthEnv } from '../config/env';

const ZClaims = z.object({ u: z.uuid(), s: z.enum(ALERT_SWITCHES), t: z.number().int().nonnegative() });

export type TUnsubscribeClaims = { userId: string; preference: TAlertSwitch; issuedAt: Date };

// The one-click unsubscribe link's token (RFC 8058): base64url JSON { user, switch, issued-at },
// a dot, and its HMAC-SHA256. The key is derived (HKDF, its own label) from TOTP_ENCRYPTION_KEY,
// the secret auth already keeps and must never change, so a link in an old email keeps working and
// a token cannot be made without the server's secret. It does nothing but turn one switch off,
// so it does not expire.
@Injectable()
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(@Inject(SERVICE_ENV) env: TAuthEnv) {
    this.key = Buffer.from(hkdfSync('sha256', env.TOTP_ENCRYPTION_KEY ?? DEVELOPMENT_KEY, 'nearbly', 'alert-unsubscribe-v1', 32));
  }

  sign(userId: string, preference: TAlertSwitch, issuedAt: Date): string {
    const body = Buffer.from(JSON.stringify({ u: userId, s: preference, t: Math.floor(issuedAt.getTime() / 1000) })).toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  // Null for anything not signed by this server as it is (a changed byte, another switch or user).
  verify(token: string): TUnsubscribeClaims | null {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = ZClaims.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      return { userId: claims.u, preference: claims.s, issuedAt: new Date(claims.t * 1000) };
    } catch {
      return null;
    }
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body, 'utf8').digest();
  }
}
