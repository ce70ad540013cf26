import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import { Client } from 'pg';
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

  constructor(@Inject(Redis) private readonly redis: Redis) {}

  async postgres(): Promise<void> {
    const client = new Client({ connectionString: `${env.DATABASE_BASE_URL.replace(/\/+$/, '')}/postgres`, connectionTimeoutMillis: 2_000 });
    // A connection the server ends mid-probe emits 'error'; the probe's promise reports it.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
    } finally {
      await client.end().catch(() => undefined);
    }
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
    await this.kafkaAdmin.disconnect().catch(() => undefined);
  }
}
