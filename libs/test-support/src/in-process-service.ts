import { join } from 'node:path';
import type { INestApplication, Type } from '@nestjs/common';
import type { TServiceName } from '@app/contracts';
import { bootstrapService, ensureLocalRpcKeys, kafkaConnection, migrateDatabase, RpcClient, rpcSigner, type TServiceEnv } from '@app/service-kit';
import { dropDatabase } from './databases';
import { skipServiceBacklog } from './kafka-backlog';

// The processes whose requests a service believes: the BFF and the services that call others.
export const RPC_PRINCIPALS = ['bff', 'analysis', 'chat'] as const;

// `restart` closes the app, runs `whileStopped`, and starts it again on the same database and
// environment (what a rolling restart does to one replica); `app` is the running one.
export type TInProcessService = {
  app: INestApplication;
  rpc: RpcClient;
  stop: () => Promise<void>;
  restart: (whileStopped?: () => void | Promise<void>) => Promise<INestApplication>;
};

// One service in the test's own process, on an empty test database and past the topics' backlog,
// reached over the real Kafka through an RpcClient with its own reply group. `load` imports the
// service's env and module after the environment is set (the env is parsed when its module loads).
export const startInProcessService = async (options: {
  service: TServiceName;
  databaseUrl: string;
  serviceDir: string;
  load: () => Promise<{ env: TServiceEnv; AppModule: Type }>;
}): Promise<TInProcessService> => {
  await dropDatabase(options.databaseUrl);
  ensureLocalRpcKeys(RPC_PRINCIPALS);
  Object.assign(process.env, {
    [`DATABASE_URL_${options.service.toUpperCase()}`]: options.databaseUrl,
    PORT: '0',
    HTTP_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const { env, AppModule } = await options.load();
  // The suite's requests and events start after whatever earlier runs left in the shared topics,
  // from committed offsets (see skipConsumerBacklog: none would race the first publish).
  await skipServiceBacklog(options.service);
  await migrateDatabase(env.databaseUrl, join(options.serviceDir, 'prisma', 'migrations'));
  const app = await bootstrapService(AppModule, env);
  // The suite calls the service as the BFF would, with the BFF's assertion of the ids it acts for.
  const rpc = new RpcClient({ caller: 'bff', ...kafkaConnection(env), logLevel: 'warn', signer: rpcSigner('bff', env) });
  await rpc.connect();
  const service: TInProcessService = {
    app,
    rpc,
    stop: async () => {
      await rpc.close();
      await service.app.close();
      await dropDatabase(options.databaseUrl);
    },
    restart: async (whileStopped) => {
      await service.app.close();
      await whileStopped?.();
      service.app = await bootstrapService(AppModule, env);
      return service.app;
    },
  };
  return service;
};
