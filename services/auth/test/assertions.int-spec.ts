import { AuthRequests, type TRequestInput } from '@app/contracts';
import {
  generateRpcKeyPair,
  kafkaConnection,
  parseSigningKey,
  RpcClient,
  RpcError,
} from '@app/service-kit';
import { AuthHarness } from './auth-harness';

// Trust between processes: a request that names a user is believed only with a valid assertion
// from a trusted process (the BFF here), whoever else can write to the topic.

describe('auth refuses requests for a user without a valid assertion', () => {
  let harness: AuthHarness;
  const clients: RpcClient[] = [];

  beforeAll(async () => {
    harness = await AuthHarness.start('assertions');
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await harness.stop();
  });

  const client = async (signer?: ReturnType<typeof parseSigningKey>): Promise<RpcClient> => {
    const { env } = await import('../src/config/env');
    // Another process that may write auth's request topics (it answers on the replies topic of
    // a caller, here chat's: a partition of its own).
    const rpc = new RpcClient({
      caller: 'chat',
      ...kafkaConnection(env),
      logLevel: 'warn',
      signer,
    });
    clients.push(rpc);
    await rpc.connect();
    return rpc;
  };

  const failureOf = async (
    rpc: RpcClient,
    data: TRequestInput<typeof AuthRequests.me>,
  ): Promise<string> => {
    const outcome = await rpc.call(AuthRequests.me, data).then(
      () => 'answered',
      (error: unknown) => (error instanceof RpcError ? error.error.code : String(error)),
    );
    return outcome;
  };

  it("answers the BFF, and refuses another user's id sent without an assertion or with a forged one", async () => {
    const { actor } = await harness.signup();
    // The BFF's signed request answers the owner's profile.
    await expect(harness.call(AuthRequests.me, { actor })).resolves.toMatchObject({
      user: { id: actor.userId },
    });
    // The same request from a writer without the BFF's key, unsigned or signed with its own key.
    expect(await failureOf(await client(), { actor })).toBe('FORBIDDEN');
    const forger = parseSigningKey('bff', generateRpcKeyPair().privateKey);
    expect(await failureOf(await client(forger), { actor })).toBe('FORBIDDEN');
  });
});
