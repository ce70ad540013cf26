import { Controller } from '@nestjs/common';
import { ChatRequests, type TNewsletterSubscribed, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { NewsletterService } from './newsletter.service';

@Controller()
export class NewsletterConsumer {
  constructor(private readonly newsletter: NewsletterService) {}

  @Handles(ChatRequests.newsletterSubscribe)
  subscribe(input: TRequestOf<typeof ChatRequests.newsletterSubscribe>): Promise<TNewsletterSubscribed> {
    return this.newsletter.subscribe(input);
  }
}
