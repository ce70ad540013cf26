import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@app/service-kit';
import { env } from './config/env';
import { PrismaClient } from './generated/prisma/client';
import { SuggestionsModule } from './suggestions/suggestions.module';

// The worker process: the kit's connections and the suggestions queue, no Kafka consumer.
@Module({
  imports: [ServiceKitModule.forService({ env, prisma: PrismaClient }), SuggestionsModule],
})
export class WorkerModule {}
