import { Injectable, Logger } from '@nestjs/common';
import type { TNewsletterSubscribe, TNewsletterSubscribed } from '@app/contracts';
import { NewsletterRepository } from './newsletter.repository';

@Injectable()
export class NewsletterService {
  private readonly logger = new Logger(NewsletterService.name);

  constructor(private readonly repository: NewsletterRepository) {}

  // Signing up twice is not an error (issue 6): the second call reports alreadySubscribed.
  async subscribe(input: TNewsletterSubscribe): Promise<TNewsletterSubscribed> {
    const created = await this.repository.createIfAbsent(input.email, input.businessType, input.source);
    if (created) this.logger.log({ businessType: input.businessType, source: input.source }, 'Newsletter sign-up stored');
    return { email: input.email, alreadySubscribed: !created };
  }
}
