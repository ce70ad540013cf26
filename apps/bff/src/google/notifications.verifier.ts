import { Injectable, Logger } from '@nestjs/common';
import { OAuth2Client } from 'google-auth-library';
import { env } from '../config/env';
import { publicUrl } from '../config/public-url';

export const GOOGLE_NOTIFICATIONS_PATH = '/api/google/notifications';

// Why a push is refused: no or unverifiable token (401), or a valid Google token that is not meant
// for this endpoint or not sent by our push subscription's service account (403).
export type TPushVerdict = { ok: true } | { ok: false; status: 401 | 403; reason: string };

// Verifies the OIDC token Pub/Sub puts on each push (Authorization: Bearer): Google's signature
// (keys from GOOGLE_CERTS_URL), issuer and expiry, then the audience and the service account.
@Injectable()
export class GooglePushVerifier {
  private readonly logger = new Logger(GooglePushVerifier.name);
  private readonly client = new OAuth2Client({ endpoints: { oauth2FederatedSignonPemCertsUrl: env.GOOGLE_CERTS_URL } });

  get audience(): string {
    return env.GOOGLE_PUBSUB_AUDIENCE ?? `${publicUrl()}${GOOGLE_NOTIFICATIONS_PATH}`;
  }

  async verify(authorization: string | undefined): Promise<TPushVerdict> {
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(authorization?.trim() ?? '');
    if (!match?.[1]) return { ok: false, status: 401, reason: 'A Google-signed bearer token is required' };
    let payload;
    try {
      // The audience is checked below, so a wrong one is told apart from a bad token.
      payload = (await this.client.verifyIdToken({ idToken: match[1] })).getPayload();
    } catch {
      // Nothing of the error is logged: google-auth-library's messages may quote the token.
      this.logger.warn('Google push refused: token not verified');
      return { ok: false, status: 401, reason: 'The token is not a valid Google ID token' };
    }
    const audiences = Array.isArray(payload?.aud) ? payload.aud : [payload?.aud];
    if (!audiences.includes(this.audience)) return { ok: false, status: 403, reason: 'The token is not meant for this endpoint' };
    if (!env.GOOGLE_PUBSUB_SERVICE_ACCOUNT || payload?.email !== env.GOOGLE_PUBSUB_SERVICE_ACCOUNT || payload?.email_verified !== true) {
      return { ok: false, status: 403, reason: 'The token is not from the Business Profile push subscription' };
    }
    return { ok: true };
  }
}
