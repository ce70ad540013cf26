import { Module } from '@nestjs/common';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { RpcModule } from '../rpc/rpc.module';
import { ChatMailer } from './chat-mailer';
import { MailConsumer } from './mail.consumer';
import { ChatMailQueue } from './mail.queue';
import { MailRepository } from './mail.repository';

@Module({
  imports: [RpcModule, NewsletterModule],
  controllers: [MailConsumer],
  providers: [ChatMailQueue, ChatMailer, MailRepository],
})
export class MailModule {}
