import { Module } from '@nestjs/common';
import { createOpenAi } from '@app/service-kit';
import { aiEnv } from '../config/env';
import { RpcModule } from '../rpc/rpc.module';
import { TicketsModule } from '../tickets/tickets.module';
import { MAYA_OPENAI, OpenAiAnswerer } from './answers/openai-answerer';
import { ConversationsConsumer } from './conversations.consumer';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsService } from './conversations.service';
import { PlanCatalogue } from './facts/plan-catalogue';

// Maya: conversations, answers (OpenAI or local), feedback and escalations to support tickets.
@Module({
  imports: [TicketsModule, RpcModule],
  controllers: [ConversationsConsumer],
  providers: [
    ConversationsService,
    ConversationsRepository,
    PlanCatalogue,
    OpenAiAnswerer,
    { provide: MAYA_OPENAI, useFactory: () => createOpenAi(aiEnv) },
  ],
})
export class ConversationsModule {}
