import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@app/service-kit';
import { env } from './config/env';
import { PrismaClient } from './generated/prisma/client';
import { NewsletterModule } from './newsletter/newsletter.module';

@Module({
  imports: [ServiceKitModule.forService({ env, prisma: PrismaClient }), NewsletterModule],
})
export class AppModule {}
