import { Module } from '@nestjs/common';
import { NewsletterConsumer } from './newsletter.consumer';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';
import { NewsletterTokens } from './unsubscribe-token';

@Module({
  controllers: [NewsletterConsumer],
  providers: [NewsletterService, NewsletterRepository, NewsletterTokens],
  exports: [NewsletterTokens],
})
export class NewsletterModule {}
