import { Module } from '@nestjs/common';
import { REQUEST_TOPICS } from '@app/contracts';
import { createOpenAi, kafkaConnection, RpcClient, rpcSigner } from '@app/service-kit';
import { aiEnv, env } from '../config/env';
import { TicketsModule } from '../tickets/tickets.module';
import { MAYA_OPENAI, OpenAiAnswerer } from './answers/openai-answerer';
import { ConversationsConsumer } from './conversations.consumer';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsService } from './conversations.service';
import { BILLING_RPC, PlanCatalogue } from './facts/plan-catalogue';

// Maya: conversations, answers (OpenAI or local), feedback and escalations to support tickets.
@Module({
  imports: [TicketsModule],
  controllers: [ConversationsConsumer],
  providers: [
    ConversationsService,
    ConversationsRepository,
    PlanCatalogue,
    OpenAiAnswerer,
    { provide: MAYA_OPENAI, useFactory: () => createOpenAi(aiEnv) },
    {
      provide: BILLING_RPC,
      // Its own reply group, and only the one topic it calls.
      useFactory: () =>
        new RpcClient({ ...kafkaConnection(env), clientId: 'chat', groupId: 'chat-rpc', logLevel: env.LOG_LEVEL, requestTopics: [REQUEST_TOPICS.billing.plansList], signer: rpcSigner('chat', env) }),
    },
  ],
})
export class ConversationsModule {}
