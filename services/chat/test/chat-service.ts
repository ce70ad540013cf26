import { startInProcessService, type TInProcessService } from '@app/test-support';

// The chat service in this process on its own empty test database, reached over the real Kafka.
// The environment is set before the call.
export const startChatService = (databaseUrl: string): Promise<TInProcessService> =>
  startInProcessService({
    service: 'chat',
    databaseUrl,
    serviceDir: `${__dirname}/..`,
    load: async () => ({ env: (await import('../src/config/env')).env, AppModule: (await import('../src/app.module')).AppModule }),
  });
