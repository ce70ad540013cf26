import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { TReplyOf, TRequestContract, TRequestInput, TServiceName } from '@app/contracts';
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

  // Whether the client is connected, waiting at most `waitMs` for the connection under way.
  connected(waitMs: number): Promise<boolean> {
    return Promise.race([
      this.connecting,
      new Promise<false>((resolve) => setTimeout(resolve, waitMs, false).unref()),
    ]);
  }

  call<TContract extends TRequestContract>(
    contract: TContract,
    input: TRequestInput<TContract>,
    options?: TRpcCallOptions,
  ): Promise<TReplyOf<TContract>>;
  // Transitional, as RpcClient's: auth.dev-mailbox.store until auth's contract names it.
  call<TReply>(service: TServiceName, topic: string, data: unknown, options?: TRpcCallOptions): Promise<TReply>;
  call(
    first: TRequestContract | TServiceName,
    second: unknown,
    third?: unknown,
    fourth?: TRpcCallOptions,
  ): Promise<unknown> {
    if (typeof first === 'string') return this.client.call(first, second as string, third, fourth);
    return this.client.call(first, second, third as TRpcCallOptions | undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connecting;
    await this.client.close();
  }
}
