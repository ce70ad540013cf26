import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { startScramBroker, type TScramBroker } from '@app/test-support';
import { ensureTopics, kafkaConnection } from '../src/kafka';
import { RpcClient } from '../src/rpc.client';
import type { TBaseServiceEnv } from '../src/env';

// In Kubernetes each process signs in to Kafka as its own KafkaUser (SCRAM-SHA-512), so the
// broker can enforce that user's ACLs. Here: a broker that accepts nothing but SCRAM.
describe('Kafka clients of the kit on a SCRAM-only broker', () => {
  let broker: TScramBroker;
  const envFor = (overrides: Partial<TBaseServiceEnv>) =>
    kafkaConnection({
      KAFKA_BROKERS: broker.brokers,
      KAFKA_SASL_MECHANISM: 'scram-sha-512',
      KAFKA_SASL_USERNAME: broker.username,
      KAFKA_SASL_PASSWORD: broker.password,
      KAFKA_SSL: false,
      KAFKA_SSL_CA_FILE: undefined,
      ...overrides,
    });

  beforeAll(async () => {
    broker = await startScramBroker({ username: 'reviews', password: `pw-${randomUUID()}` });
  }, 90_000);

  afterAll(async () => {
    await broker?.stop();
  });

  it('creates the topics, answers request/reply clients and carries messages when the credentials are right', async () => {
    const connection = envFor({});
    await ensureTopics(connection, 'reviews');
    const kafka = new Kafka({ ...connection, clientId: 'sasl-test', logLevel: logLevel.NOTHING });
    const admin = kafka.admin();
    await admin.connect();
    expect(await admin.listTopics()).toEqual(expect.arrayContaining(['reviews.health', 'bff.replies', 'reviews.review.received', 'reviews.dead-letter']));
    await admin.disconnect();

    const rpc = new RpcClient({ ...connection, caller: 'bff', logLevel: 'warn' });
    await rpc.connect();
    await rpc.close();

    const producer = kafka.producer();
    await producer.connect();
    await producer.send({ topic: 'reviews.review.received', messages: [{ key: 'k', value: 'signed in' }] });
    await producer.disconnect();
    const consumer = kafka.consumer({ groupId: `sasl-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topic: 'reviews.review.received', fromBeginning: true });
    const received = await new Promise<string>((resolve) => {
      void consumer.run({ eachMessage: ({ message }) => Promise.resolve(resolve(String(message.value))) });
    });
    await consumer.disconnect();
    expect(received).toBe('signed in');
  }, 90_000);

  it('is refused with an authentication error for a wrong password, and without credentials', async () => {
    await expect(ensureTopics(envFor({ KAFKA_SASL_PASSWORD: 'not-the-password' }), 'reviews')).rejects.toThrow(/SASL|[Aa]uthentication/);
    const anonymous = new Kafka({ brokers: broker.brokers, clientId: 'anonymous', logLevel: logLevel.NOTHING, retry: { retries: 0 }, connectionTimeout: 3_000, requestTimeout: 3_000 }).admin();
    await expect(anonymous.connect().then(() => anonymous.listTopics())).rejects.toThrow();
    await anonymous.disconnect();
  }, 60_000);

  it('refuses to start with a mechanism but no username or password', () => {
    expect(() => envFor({ KAFKA_SASL_USERNAME: undefined })).toThrow('KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required');
  });
});
