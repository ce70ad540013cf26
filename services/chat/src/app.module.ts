import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@app/service-kit';
import { env } from './config/env';
import { ErasureModule } from './erasure/erasure.module';
import { PrismaClient } from './generated/prisma/client';
import { ConversationsModule } from './conversations/conversations.module';
import { MailModule } from './mail/mail.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { TicketsModule } from './tickets/tickets.module';

@Module({
  imports: [
    ServiceKitModule.forService({ env, prisma: PrismaClient }),
    NewsletterModule,
    TicketsModule,
    ConversationsModule,
    ErasureModule,
    MailModule,
  ],
})
export class AppModule {}
