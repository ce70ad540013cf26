import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import { deadLetterTopicOf, UserDeleted } from '@app/contracts';
import { outboxRow } from '@app/service-kit';
import { waitFor } from '@app/test-support';
import { AuthHarness } from './auth-harness';

// Auth consumes its own auth.user.deleted: the outbox rows that still name the user go once the
// event is on Kafka. An event its contract refuses (a valid envelope whose payload is not a
// user deletion) goes to auth.dead-letter with the reason, and the events after it on the same
// partition are handled as usual.
describe("auth's consumer of auth.user.deleted", () => {
  const kafka = new Kafka({
    clientId: 'auth-erasure-test',
    brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
    logLevel: logLevel.NOTHING,
  });
  const producer = kafka.producer();
  let auth: AuthHarness;

  beforeAll(async () => {
    auth = await AuthHarness.start('erasure');
    await producer.connect();
  });

  afterAll(async () => {
    await producer.disconnect();
    await auth?.stop();
  });

  // The message of auth.dead-letter that carries the event with this id, once it is there.
  const deadLetterOf = async (eventId: string): Promise<KafkaMessage> => {
    const consumer = kafka.consumer({ groupId: `auth-erasure-test-${randomUUID()}` });
    const seen: KafkaMessage[] = [];
    await consumer.connect();
    try {
      await consumer.subscribe({ topic: deadLetterTopicOf('auth'), fromBeginning: true });
      await consumer.run({
        eachMessage: ({ message }) => {
          if (message.value?.toString().includes(eventId)) seen.push(message);
          return Promise.resolve();
        },
      });
      return await waitFor(`event ${eventId} on auth.dead-letter`, () => Promise.resolve(seen[0]));
    } finally {
      await consumer.disconnect();
    }
  };

  it('dead-letters an event whose payload the contract refuses, and handles the next one', async () => {
    const userId = randomUUID();
    const businessId = randomUUID();
    // An event about the user that was delivered earlier: erasure removes it.
    const delivered = randomUUID();
    await auth.rows(
      `INSERT INTO outbox_events (id, topic, key, payload, published_at) VALUES ($1, 'auth.business.updated', $2, '{}'::jsonb, now())`,
      [delivered, userId],
    );
    const deleted = outboxRow(
      UserDeleted,
      { userId, businessId, email: 'gone@example.com' },
      { key: userId },
    );
    // The same envelope around a payload without a valid user id: readable, but not a deletion.
    const poison = outboxRow(UserDeleted, { userId, businessId }, { key: userId });
    const poisonEnvelope = { ...poison.payload, payload: { userId: 'not-a-user-id', businessId } };

    // One partition (same key), the refused event first.
    await producer.send({
      topic: UserDeleted.topic,
      messages: [
        { key: userId, value: JSON.stringify(poisonEnvelope) },
        { key: userId, value: JSON.stringify(deleted.payload) },
      ],
    });

    await waitFor('the delivered event about the user erased', async () =>
      (await auth.rows('SELECT 1 FROM outbox_events WHERE id = $1', [delivered])).length === 0
        ? true
        : undefined,
    );
    const processed = await auth.rows<{ id: string }>(
      'SELECT id FROM processed_events WHERE id = ANY ($1::uuid[])',
      [[deleted.id, poison.id]],
    );
    expect(processed).toEqual([{ id: deleted.id }]);

    const letter = await deadLetterOf(poison.id);
    expect(JSON.parse(letter.value?.toString() ?? 'null')).toEqual(poisonEnvelope);
    expect(letter.key?.toString()).toBe(userId);
    // The kit's headers (libs/service-kit transport/wire.ts): why, and from where.
    expect(letter.headers?.['nearbly-reason']?.toString()).toMatch(/^unreadable: /);
    expect(letter.headers?.['nearbly-origin']?.toString()).toMatch(/^auth\.user\.deleted@\d+$/);
  });
});
