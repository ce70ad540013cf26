import { Injectable, Logger } from '@nestjs/common';
import {
  NEWSLETTER_UNSUBSCRIBE_MESSAGES,
  type TNewsletterSubscribe,
  type TNewsletterSubscribed,
  type TNewsletterUnsubscribeReply,
} from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterTokens, type TNewsletterTokenClaims } from './unsubscribe-token';

@Injectable()
export class NewsletterService {
  private readonly logger = new Logger(NewsletterService.name);

  constructor(
    private readonly repository: NewsletterRepository,
    private readonly tokens: NewsletterTokens,
  ) {}

  // Signing up twice is not an error (issue 6): the second call reports alreadySubscribed. An
  // address that unsubscribed is subscribed again.
  async subscribe(input: TNewsletterSubscribe): Promise<TNewsletterSubscribed> {
    const created = await this.repository.createIfAbsent(input.email, input.businessType, input.source);
    if (created) this.logger.log({ businessType: input.businessType, source: input.source }, 'Newsletter sign-up stored');
    return { email: input.email, alreadySubscribed: !created };
  }

  // What the welcome email's link stands for, changing nothing (mail scanners open links).
  async check(token: string): Promise<TNewsletterUnsubscribeReply> {
    const claims = this.claimsOf(token);
    const unsubscribed = await this.repository.unsubscribed(claims.subscriptionId);
    // A sign-up erased since (account deletion) gets no more mail: nothing is left to do.
    return { unsubscribed: unsubscribed ?? true };
  }

  // The link's button, or a mail client's one-click POST: the sign-up is unsubscribed.
  async unsubscribe(token: string): Promise<TNewsletterUnsubscribeReply> {
    const claims = this.claimsOf(token);
    const found = await this.repository.unsubscribe(claims.subscriptionId, new Date());
    if (found) this.logger.log({ subscriptionId: claims.subscriptionId }, 'Newsletter unsubscribed from its email link');
    return { unsubscribed: true };
  }

  // A token this service did not sign, or one changed since, is refused with a clear message.
  private claimsOf(token: string): TNewsletterTokenClaims {
    const claims = this.tokens.verify(token);
    if (!claims) throw new ServiceException('VALIDATION', NEWSLETTER_UNSUBSCRIBE_MESSAGES.invalid);
    return claims;
  }
}
