import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { chatEnv, env } from '../config/env';

// Used only outside production when NEWSLETTER_LINK_SECRET is unset (the service refuses to
// start in production without one).
const DEVELOPMENT_SECRET = 'nearbly-development-newsletter-link-secret';

const ZClaims = z.object({ s: z.uuid(), t: z.number().int().nonnegative() });

export type TNewsletterTokenClaims = { subscriptionId: string; issuedAt: Date };

// The newsletter's one-click unsubscribe token (RFC 8058), as auth signs its alert links
// (docs/architecture.md, Alerts) but under chat's own key: base64url JSON { subscription,
// issued-at }, a dot, and its HMAC-SHA256. The key is derived (HKDF, its own label) from
// NEWSLETTER_LINK_SECRET, which only chat holds, so no other process can make or read one. It
// does nothing but unsubscribe one sign-up, so it does not expire.
@Injectable()
export class NewsletterTokens {
  private readonly key: Buffer;

  constructor() {
    const secret = chatEnv.NEWSLETTER_LINK_SECRET;
    if (!secret && env.NODE_ENV === 'production')
      throw new Error('NEWSLETTER_LINK_SECRET is required in production (32 characters or more)');
    if (!secret)
      new Logger(NewsletterTokens.name).warn(
        'NEWSLETTER_LINK_SECRET is not set: unsubscribe links are signed with the development key',
      );
    this.key = Buffer.from(
      hkdfSync(
        'sha256',
        secret ?? DEVELOPMENT_SECRET,
        'nearbly-chat',
        'newsletter-unsubscribe-v1',
        32,
      ),
    );
  }

  sign(subscriptionId: string, issuedAt: Date): string {
    const body = Buffer.from(
      JSON.stringify({ s: subscriptionId, t: Math.floor(issuedAt.getTime() / 1000) }),
    ).toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  // Null for anything this server did not sign as it is (a changed byte, another subscription).
  verify(token: string): TNewsletterTokenClaims | null {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = ZClaims.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      return { subscriptionId: claims.s, issuedAt: new Date(claims.t * 1000) };
    } catch {
      return null;
    }
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body, 'utf8').digest();
  }
}
