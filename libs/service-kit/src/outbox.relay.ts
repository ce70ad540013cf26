import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';
import { Client, Pool } from 'pg';
import type { TServiceEnv } from './env';
import { kafkaConnection } from './kafka';
import { outboxFailures, outboxPublished, setOutboxPendingProbe } from './metrics';
import { POOL_IDLE_MS } from './prisma';
import { CORRELATION_HEADER, saneCorrelationId } from './request-context';
import { SERVICE_ENV } from './tokens';

type TOutboxRow = { id: string; topic: string; key: string | null; payload: unknown };

// The channel a trigger on `outbox_events` notifies after each inserting statement (migration
// `outbox_notify` of every service), delivered when the writing transaction commits.
export const OUTBOX_CHANNEL = 'outbox_events';
// Without a notification (a row left by a failed send, a replica that lost the race) the table is
// still looked at this often while the listening connection is up; an idle process does nothing
// else. Without that connection (lost, being opened again) the table is looked at every LOST_POLL_MS.
const FALLBACK_POLL_MS = 30_000;
const LOST_POLL_MS = 5_000;
// After a failed send or a lost listening connection.
const RETRY_MS = 1_000;
const BATCH_SIZE = 200;

// Relays rows of `outbox_events` to Kafka. Rows are locked with SKIP LOCKED so several replicas
// share the work, and marked published in the same transaction after Kafka acknowledged them:
// delivery is at least once, and consumers drop duplicates by event id. The relay is woken by
// Postgres (LISTEN/NOTIFY) when events are committed, instead of polling the table every moment.
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly pool: Pool;
  private readonly producer: Producer;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wokenWhileRunning = false;
  private listener: Client | undefined;
  private listening = false;
  private listenTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(@Inject(SERVICE_ENV) private readonly env: TServiceEnv) {
    this.pool = new Pool({ connectionString: env.databaseUrl, max: 2, idleTimeoutMillis: POOL_IDLE_MS });
    this.pool.on('error', (error) => this.logger.warn({ err: error }, 'Outbox pool error'));
    this.producer = new Kafka({
      ...kafkaConnection(env),
      clientId: `${env.service}-outbox`,
      logLevel: logLevel.ERROR,
      retry: { initialRetryTime: 200, retries: 5 },
    }).producer({ allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.producer.connect();
    setOutboxPendingProbe(() => this.pendingCount());
    await this.listen();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    setOutboxPendingProbe(undefined);
    clearTimeout(this.timer);
    clearTimeout(this.listenTimer);
    await this.running;
    await this.listener?.end().catch(() => undefined);
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

  // Relays now, or right after the relaying under way (which may have missed the new rows).
  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.flush()
      .then(() => (this.listening ? FALLBACK_POLL_MS : LOST_POLL_MS))
      .catch((error: unknown) => {
        outboxFailures.inc();
        this.logger.warn({ err: error }, 'Outbox relay failed; will retry');
        return RETRY_MS;
      })
      .then((nextInMs) => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.wokenWhileRunning) {
          this.wokenWhileRunning = false;
          this.wake();
          return;
        }
        this.timer = setTimeout(() => this.wake(), nextInMs);
      });
  }

  // One connection of its own LISTENs on the channel; when it is lost (a Postgres restart) it is
  // opened again, and the fallback poll carries the events meanwhile.
  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.env.databaseUrl });
    const reconnect = () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.listening = false;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      clearTimeout(this.listenTimer);
      this.listenTimer = setTimeout(() => void this.listen(), RETRY_MS);
    };
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'Outbox listening connection lost; will reconnect');
      reconnect();
    });
    client.on('end', reconnect);
    client.on('notification', () => this.wake());
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      this.listening = this.listener === client;
      // Rows committed while nobody was listening.
      this.wake();
    } catch (error: unknown) {
      this.logger.warn({ err: error }, 'Could not listen for outbox events; will retry');
      reconnect();
    }
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
