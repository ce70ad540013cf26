import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { REQUEST_TOPICS, ZNewsletterSubscribe, type TNewsletterSubscribe, type TNewsletterSubscribed } from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { NewsletterService } from './newsletter.service';

@Controller()
export class NewsletterConsumer {
  constructor(private readonly newsletter: NewsletterService) {}

  @MessagePattern(REQUEST_TOPICS.chat.newsletterSubscribe)
  subscribe(@Payload(new ZodPayloadPipe(ZNewsletterSubscribe)) input: TNewsletterSubscribe): Promise<TNewsletterSubscribed> {
    return this.newsletter.subscribe(input);
  }
}
