import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { kafkaConnection, RpcClient, rpcSigner } from '@app/service-kit';
import { env } from '../config/env';

// The analysis service asks billing for a plan it has no event for yet, and reviews for a
// business's reviews summary (the listing and insights); its own reply group, and those replies only.
export const billingRpcProvider = {
  provide: RpcClient,
  useFactory: () =>
    new RpcClient({ caller: 'analysis', ...kafkaConnection(env), logLevel: env.LOG_LEVEL, signer: rpcSigner('analysis', env) }),
};

@Injectable()
export class BillingRpcLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly rpc: RpcClient) {}

  onApplicationBootstrap(): Promise<void> {
    return this.rpc.connect();
  }

  onApplicationShutdown(): Promise<void> {
    return this.rpc.close();
  }
}
