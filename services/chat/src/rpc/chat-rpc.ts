import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { TReplyOf, TRequestContract, TRequestInput } from '@app/contracts';
import { RpcClient, type TRpcCallOptions } from '@app/service-kit';

export const CHAT_RPC_CLIENT = Symbol('CHAT_RPC_CLIENT');

// chat's one client of other services (rpc.module.ts lists the topics it calls), shared by its
// callers: connected once, in the background, so the service answers before the others are
// reachable; closed after the mail worker has finished (beforeApplicationShutdown runs first).
@Injectable()
export class ChatRpc implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ChatRpc.name);
  private connecting: Promise<boolean> = Promise.resolve(false);

  constructor(@Inject(CHAT_RPC_CLIENT) private readonly client: RpcClient) {}

  onApplicationBootstrap(): void {
    this.connecting = this.client.connect().then(
      () => true,
      (error: unknown) => {
        this.logger.warn({ err: error }, 'Could not connect the RPC client; calls to other services fail');
        return false;
      },
    );
  }

  // Whether the client is connected, waiting at most `waitMs`; a connection that failed at boot
  // is tried again.
  connected(waitMs: number): Promise<boolean> {
    return Promise.race([
      this.client.connect().then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(resolve, waitMs, false).unref()),
    ]);
  }

  call<TContract extends TRequestContract>(contract: TContract, input: TRequestInput<TContract>, options?: TRpcCallOptions): Promise<TReplyOf<TContract>> {
    return this.client.call(contract, input, options);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connecting;
    await this.client.close();
  }
}
