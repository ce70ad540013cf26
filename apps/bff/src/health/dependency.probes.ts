import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import { Pool } from 'pg';
import { kafkaConnection } from '@app/service-kit';
import { env } from '../config/env';

// Reachability of the shared infrastructure, as the BFF sees it.
@Injectable()
export class DependencyProbes implements OnApplicationShutdown {
  private readonly kafkaAdmin: Admin = new Kafka({
    ...kafkaConnection(env),
    clientId: 'bff-health',
    logLevel: logLevel.NOTHING,
    retry: { retries: 0 },
  }).admin();
  private kafkaConnected = false;

  // One kept connection for the probe, not a new one per check.
  private readonly pool = new Pool({
    connectionString: `${env.DATABASE_BASE_URL.replace(/\/+$/, '')}/postgres`,
    max: 1,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 60_000,
  });

  constructor(@Inject(Redis) private readonly redis: Redis) {
    // A connection the server ends between probes emits 'error'; the next probe reports it.
    this.pool.on('error', () => undefined);
  }

  async postgres(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async redisPing(): Promise<void> {
    await this.redis.ping();
  }

  async kafka(): Promise<void> {
    if (!this.kafkaConnected) {
      await this.kafkaAdmin.connect();
      this.kafkaConnected = true;
    }
    try {
      await this.kafkaAdmin.describeCluster();
    } catch (error) {
      this.kafkaConnected = false;
      await this.kafkaAdmin.disconnect().catch(() => undefined);
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end().catch(() => undefined);
    await this.kafkaAdmin.disconnect().catch(() => undefined);
  }
}
