import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { Pool } from 'pg';
import type { TServiceEnv } from './env';
import { kafkaConnection } from './kafka';
import { outboxFailures, outboxPublished, setOutboxPendingProbe } from './metrics';
import { CORRELATION_HEADER, saneCorrelationId } from './request-context';
import { SERVICE_ENV } from './tokens';

type TOutboxRow = { id: string; topic: string; key: string | null; payload: unknown };

const POLL_INTERVAL_MS = 200;
const BATCH_SIZE = 200;

// Relays rows of `outbox_events` to Kafka. Rows are locked with SKIP LOCKED so several replicas
// share the work, and marked published in the same transaction after Kafka acknowledged them:
// delivery is at least once, and consumers drop duplicates by event id.
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly pool: Pool;
  private readonly producer: Producer;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(@Inject(SERVICE_ENV) env: TServiceEnv) {
    this.pool = new Pool({ connectionString: env.databaseUrl, max: 2 });
    this.pool.on('error', (error) => this.logger.warn({ err: error }, 'Outbox pool error'));
    this.producer = new Kafka({
      ...kafkaConnection(env),
      clientId: `${env.service}-outbox`,
      logLevel: logLevel.ERROR,
      retry: { initialRetryTime: 200, retries: 5 },
    }).producer({ allowAutoTopicCreation: false });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.producer.connect();
    setOutboxPendingProbe(() => this.pendingCount());
    this.schedule();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    setOutboxPendingProbe(undefined);
    clearTimeout(this.timer);
    await this.running;
    await this.producer.disconnect().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }

  // Publishes everything pending now; returns how many events went out.
  async flush(): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await this.relayBatch();
      total += sent;
      if (sent < BATCH_SIZE) return total;
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.flush()
        .then(() => undefined)
        .catch((error: unknown) => {
          outboxFailures.inc();
          this.logger.warn({ err: error }, 'Outbox relay failed; will retry');
        })
        .finally(() => this.schedule());
    }, POLL_INTERVAL_MS);
  }

  private async pendingCount(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL');
    return rows[0]?.n ?? 0;
  }

  private async relayBatch(): Promise<number> {
    const client = await this.pool.connect();
    // A checked-out client emits 'error' when the server ends its connection (a restart); unheard,
    // that would end the process. The query itself rejects and the next poll retries.
    const onError = (error: Error) => this.logger.warn({ err: error }, 'Outbox connection lost');
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<TOutboxRow>(
        `SELECT id, topic, key, payload FROM outbox_events WHERE published_at IS NULL
         ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH_SIZE],
      );
      if (rows.length > 0) {
        await this.producer.sendBatch({
          acks: -1,
          topicMessages: groupByTopic(rows),
        });
        await client.query('UPDATE outbox_events SET published_at = now() WHERE id = ANY($1::uuid[])', [
          rows.map((row) => row.id),
        ]);
      }
      await client.query('COMMIT');
      for (const row of rows) outboxPublished.inc({ topic: row.topic });
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.removeListener('error', onError);
      client.release();
    }
  }
}

// The envelope's correlation id also travels as a header, the way requests carry it.
const headersOf = (payload: unknown): Record<string, string> | undefined => {
  const id = typeof payload === 'object' && payload !== null && 'correlationId' in payload ? saneCorrelationId(payload.correlationId) : undefined;
  return id === undefined ? undefined : { [CORRELATION_HEADER]: id };
};

const groupByTopic = (rows: TOutboxRow[]) => {
  const byTopic = new Map<string, { key: string | null; value: string; headers?: Record<string, string> }[]>();
  for (const row of rows) {
    const messages = byTopic.get(row.topic) ?? [];
    messages.push({ key: row.key, value: JSON.stringify(row.payload), headers: headersOf(row.payload) });
    byTopic.set(row.topic, messages);
  }
  return [...byTopic].map(([topic, messages]) => ({ topic, messages }));
};
