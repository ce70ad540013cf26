import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@app/service-kit';
import { env } from './config/env';
import { PrismaClient } from './generated/prisma/client';
import { ReviewsModule } from './reviews/reviews.module';

@Module({
  imports: [ServiceKitModule.forService({ env, prisma: PrismaClient }), ReviewsModule],
})
export class AppModule {}
