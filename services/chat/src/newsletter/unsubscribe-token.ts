import { Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { SignedLinkTokens } from '@app/service-kit';
import { chatEnv, env } from '../config/env';

// Used only outside production when NEWSLETTER_LINK_SECRET is unset (the service refuses to
// start in production without one).
const DEVELOPMENT_SECRET = 'nearbly-development-newsletter-link-secret';

const ZClaims = z.object({ s: z.uuid(), t: z.number().int().nonnegative() });

export type TNewsletterTokenClaims = { subscriptionId: string; issuedAt: Date };

// The newsletter's one-click unsubscribe token (RFC 8058), as auth signs its alert links
// (docs/architecture.md, Alerts) but under chat's own key: { subscription, issued-at } signed with
// SignedLinkTokens under a key derived (its own label) from NEWSLETTER_LINK_SECRET, which only chat
// holds, so no other process can make or read one. It does nothing but unsubscribe one sign-up, so
// it does not expire.
@Injectable()
export class NewsletterTokens {
  private readonly tokens: SignedLinkTokens<typeof ZClaims>;

  constructor() {
    const secret = chatEnv.NEWSLETTER_LINK_SECRET;
    if (!secret && env.NODE_ENV === 'production')
      throw new Error('NEWSLETTER_LINK_SECRET is required in production (32 characters or more)');
    if (!secret)
      new Logger(NewsletterTokens.name).warn(
        'NEWSLETTER_LINK_SECRET is not set: unsubscribe links are signed with the development key',
      );
    this.tokens = new SignedLinkTokens(
      secret ?? DEVELOPMENT_SECRET,
      'nearbly-chat',
      'newsletter-unsubscribe-v1',
      ZClaims,
    );
  }

  sign(subscriptionId: string, issuedAt: Date): string {
    return this.tokens.sign({ s: subscriptionId, t: Math.floor(issuedAt.getTime() / 1000) });
  }

  // Null for anything this server did not sign as it is (a changed byte, another subscription).
  verify(token: string): TNewsletterTokenClaims | null {
    const claims = this.tokens.verify(token);
    return claims ? { subscriptionId: claims.s, issuedAt: new Date(claims.t * 1000) } : null;
  }
}
