import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@app/service-kit';
import { env } from './config/env';
import { PrismaClient } from './generated/prisma/client';

@Module({
  imports: [ServiceKitModule.forService({ env, prisma: PrismaClient })],
})
export class AppModule {}
