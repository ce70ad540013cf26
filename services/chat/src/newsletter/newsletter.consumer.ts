import { Controller } from '@nestjs/common';
import { ChatRequests, type TNewsletterSubscribed, type TNewsletterUnsubscribeReply, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { NewsletterService } from './newsletter.service';

@Controller()
export class NewsletterConsumer {
  constructor(private readonly newsletter: NewsletterService) {}

  @Handles(ChatRequests.newsletterSubscribe)
  subscribe(input: TRequestOf<typeof ChatRequests.newsletterSubscribe>): Promise<TNewsletterSubscribed> {
    return this.newsletter.subscribe(input);
  }

  @Handles(ChatRequests.newsletterUnsubscribeCheck)
  check(input: TRequestOf<typeof ChatRequests.newsletterUnsubscribeCheck>): Promise<TNewsletterUnsubscribeReply> {
    return this.newsletter.check(input.token);
  }

  @Handles(ChatRequests.newsletterUnsubscribe)
  unsubscribe(input: TRequestOf<typeof ChatRequests.newsletterUnsubscribe>): Promise<TNewsletterUnsubscribeReply> {
    return this.newsletter.unsubscribe(input.token);
  }
}
