import type { INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { TServiceEnv } from './env';
import { ensureTopics, kafkaConnection } from './kafka';
import { startDefaultMetrics } from './metrics';
import { PRISMA_CLIENT } from './tokens';
import type { TInboxDatabase } from './transport/inbox';
import { KafkaTransport } from './transport/server';

// A service is a hybrid Nest app: the kit's Kafka transport for requests and events, and a small
// HTTP port for health and metrics probes. SIGTERM drains both before the process exits.
export const bootstrapService = async (module: Type, env: TServiceEnv): Promise<INestApplication> => {
  startDefaultMetrics();
  const connection = kafkaConnection(env);
  await ensureTopics(connection, env.service);
  const app = await NestFactory.create(module, { bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.connectMicroservice(
    {
      strategy: new KafkaTransport({
        service: env.service,
        connection,
        logLevel: env.LOG_LEVEL,
        database: () => app.get<TInboxDatabase>(PRISMA_CLIENT),
      }),
    },
    { inheritAppConfig: true },
  );
  app.enableShutdownHooks();
  await app.startAllMicroservices();
  await app.listen(env.httpPort, env.HTTP_HOST);
  logger.log({ service: env.service, port: env.httpPort }, `${env.service} service ready`);
  return app;
};
