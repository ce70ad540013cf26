import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Kafka, logLevel } from 'kafkajs';
import { dropDatabase, queryRows, testDatabaseUrl, waitFor } from '@app/test-support';
import { ZBaseServiceEnv, type TServiceEnv } from '../src/env';
import { migrateDatabase } from '../src/migrate';
import { OutboxRelay } from '../src/outbox.relay';

// The outbox relay against the real Postgres and Kafka, on the chat service's migrations with the
// shared ones (the outbox table is the same in every service, its notify trigger is shared).
describe('the outbox relay', () => {
  const url = testDatabaseUrl('outbox_relay_kit');
  const topic = `test.outbox-relay.${randomUUID().slice(0, 8)}`;
  const env: TServiceEnv = { ...ZBaseServiceEnv.parse(process.env), service: 'chat', databaseUrl: url, httpPort: 0 };
  const kafka = new Kafka({ brokers: env.KAFKA_BROKERS, logLevel: logLevel.NOTHING });
  let relay: OutboxRelay;

  // Writes an event the way a service does (in its own transaction) and returns its id.
  const write = async (): Promise<string> => {
    const id = randomUUID();
    await queryRows(url, 'INSERT INTO outbox_events (id, topic, key, payload) VALUES ($1, $2, NULL, $3)', [id, topic, JSON.stringify({ id })]);
    return id;
  };
  // How long the event took from its commit to Kafka's acknowledgement, by Postgres's own clock.
  // Waited for 10 s at most: twice the relay's slowest path (its 5 s poll while the listening
  // connection is lost), so a relay that stops listening fails here by name, not on Jest's timeout
  // after nine 30 s fallback polls.
  const publishedAfterMs = (id: string) =>
    waitFor(
      `event ${id} to be published (10 s)`,
      async () => {
        const [row] = await queryRows<{ ms: number | null }>(
          url,
          'SELECT (extract(epoch FROM published_at - created_at) * 1000)::float8 AS ms FROM outbox_events WHERE id = $1',
          [id],
        );
        return row?.ms ?? undefined;
      },
      10_000,
    );
  // The median of that delay over nine events written at random moments, as a user's actions come,
  // not in step with any poll. Woken by the commit: 5-7 ms on a busy 2-core machine; a relay polling
  // every 200 ms took ~100 ms (68 ms measured), one falling back to its 5 s poll ~2.5 s.
  const medianPublishedAfterMs = async (): Promise<number> => {
    const latencies: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      latencies.push(await publishedAfterMs(await write()));
      await sleep(100 + Math.random() * 200);
    }
    return latencies.sort((a, b) => a - b)[4]!;
  };

  beforeAll(async () => {
    await dropDatabase(url);
    await migrateDatabase(url, join(__dirname, '../../../services/chat/prisma/migrations'));
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
    await admin.disconnect();
    relay = new OutboxRelay(env);
    await relay.onApplicationBootstrap();
  });

  afterAll(async () => {
    await relay.onApplicationShutdown();
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect();
    await dropDatabase(url);
  });

  it('publishes each committed event at once, woken by Postgres rather than by a poll', async () => {
    // The relay polling every 200 ms that this one replaces would pass this once in ~150 runs.
    expect(await medianPublishedAfterMs()).toBeLessThan(30);
  });

  it('publishes events written while its listening connection was lost, soon after it is back', async () => {
    const [killed] = await queryRows<{ killed: boolean }>(
      url,
      "SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN %'",
    );
    expect(killed?.killed).toBe(true);
    const id = await write();
    // Back within a second or so, and the rows committed meanwhile go out then, well before the
    // 5 s fallback poll.
    expect(await publishedAfterMs(id)).toBeLessThan(3_000);
    // And it listens again: events go out at once, as before the loss. The median of nine, not one
    // event's delay against a bound, so that one slow acknowledgement on a loaded machine does not
    // fail it; a relay left on its 5 s poll publishes each of them seconds late.
    expect(await medianPublishedAfterMs()).toBeLessThan(30);
  });
});
