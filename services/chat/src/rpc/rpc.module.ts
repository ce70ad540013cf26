import { Module } from '@nestjs/common';
import { kafkaConnection, RpcClient, rpcSigner } from '@app/service-kit';
import { env } from '../config/env';
import { CHAT_RPC_CLIENT, ChatRpc } from './chat-rpc';

// The topics chat calls: billing's plan catalogue (Maya's prices) and, without SMTP, auth's dev
// mailbox (the mail worker's mail). tools/k8s-check reads this list for chat's Kafka ACLs.
@Module({
  providers: [
    ChatRpc,
    {
      provide: CHAT_RPC_CLIENT,
      // Its own reply group, and only the topics it calls.
      useFactory: () =>
        new RpcClient({ ...kafkaConnection(env), caller: 'chat', logLevel: env.LOG_LEVEL, signer: rpcSigner('chat', env) }),
    },
  ],
  exports: [ChatRpc],
})
export class RpcModule {}
