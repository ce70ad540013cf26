import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import Redis from 'ioredis';
import { LoggerModule } from 'nestjs-pino';
import { createHealthController, HEALTH_CHECKS, HealthService, SERVICE_NAME } from './health';
import { createPrismaClient, type TPrismaConstructor } from './prisma';
import { createRedis } from './redis';
import type { TServiceEnv } from './env';
import { AssertionGuard } from './assertion.guard';
import { ConsumerLagProbe } from './consumer-lag';
import { pinoOptions } from './logging';
import { OutboxRelay } from './outbox.relay';
import { RpcErrorFilter } from './rpc-exception.filter';
import { PRISMA_CLIENT, SERVICE_ENV } from './tokens';


type TDisconnectable = { $disconnect(): Promise<void> };

@Injectable()
class ConnectionsLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(PRISMA_CLIENT) private readonly prisma: TDisconnectable,
    private readonly redis: Redis,
  ) {}

  // Runs after the Kafka consumer and HTTP server have drained (Nest closes them first).
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.prisma.$disconnect(), this.redis.quit()]);
  }
}

// Everything a service shares: env, logger, Prisma (injected by the service's own client class),
// Redis, and the health endpoint over Kafka and HTTP.
@Module({})
export class ServiceKitModule {
  static forService<TClient extends { $connect(): Promise<void>; $disconnect(): Promise<void>; $queryRawUnsafe(sql: string): Promise<unknown> }>(options: {
    env: TServiceEnv;
    prisma: TPrismaConstructor<TClient>;
  }): DynamicModule {
    const { env } = options;
    return {
      module: ServiceKitModule,
      global: true,
      imports: [LoggerModule.forRoot({ pinoHttp: pinoOptions(env.service, env.LOG_LEVEL) })],
      controllers: [createHealthController(env.service)],
      providers: [
        { provide: SERVICE_ENV, useValue: env },
        { provide: SERVICE_NAME, useValue: env.service },
        { provide: options.prisma, useFactory: () => createPrismaClient(options.prisma, env.databaseUrl) },
        { provide: PRISMA_CLIENT, useExisting: options.prisma },
        { provide: Redis, useFactory: () => createRedis(env.REDIS_URL, env.service) },
        {
          provide: HEALTH_CHECKS,
          inject: [PRISMA_CLIENT, Redis],
          useFactory: (prisma: TClient, redis: Redis) => ({
            postgres: () => prisma.$queryRawUnsafe('SELECT 1'),
            redis: () => redis.ping(),
          }),
        },
        HealthService,
        ConnectionsLifecycle,
        OutboxRelay,
        ConsumerLagProbe,
        { provide: APP_FILTER, useClass: RpcErrorFilter },
        { provide: APP_GUARD, useClass: AssertionGuard },
      ],
      exports: [SERVICE_ENV, options.prisma, PRISMA_CLIENT, Redis, HealthService, OutboxRelay],
    };
  }
}
