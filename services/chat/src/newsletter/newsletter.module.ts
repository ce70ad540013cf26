import { Module } from '@nestjs/common';
import { NewsletterConsumer } from './newsletter.consumer';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';

@Module({
  controllers: [NewsletterConsumer],
  providers: [NewsletterService, NewsletterRepository],
})
export class NewsletterModule {}
