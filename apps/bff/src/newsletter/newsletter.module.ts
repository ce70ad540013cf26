import { Module } from '@nestjs/common';
import { NewsletterUnsubscribeController } from './newsletter-unsubscribe.controller';
import { NewsletterController } from './newsletter.controller';

@Module({ controllers: [NewsletterController, NewsletterUnsubscribeController] })
export class NewsletterModule {}
