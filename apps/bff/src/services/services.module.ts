import { Global, Inject, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { kafkaConnection, RpcClient, rpcSigner } from '@app/service-kit';
import { env } from '../config/env';

@Injectable()
class RpcClientLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  // The BFF starts answering only once its reply partitions are assigned.
  onApplicationBootstrap(): Promise<void> {
    return this.rpc.connect();
  }

  onApplicationShutdown(): Promise<void> {
    return this.rpc.close();
  }
}

// One Kafka request/reply client per BFF process; every BFF replica has its own reply partitions.
@Global()
@Module({
  providers: [
    {
      provide: RpcClient,
      useFactory: () =>
        new RpcClient({ ...kafkaConnection(env), caller: 'bff', logLevel: env.LOG_LEVEL, signer: rpcSigner('bff', env), timeoutMs: env.RPC_TIMEOUT_MS }),
    },
    RpcClientLifecycle,
  ],
  exports: [RpcClient],
})
export class ServicesModule {}
