import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { deadLetterTopicOf, type TServiceName } from '@app/contracts';
import { waitFor } from './processes';

// An event a service gave up on, as its dead-letter topic holds it: the original message value,
// why it was given up and where it came from (`<topic>@<offset>`; the kit's transport/wire.ts
// names these headers).
export type TDeadLetter = { value: unknown; reason: string; origin: string };

const header = (value: Buffer | string | (Buffer | string)[] | undefined): string => {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? '' : first.toString();
};

// Reads `<service>.dead-letter` from its beginning, in a consumer group of its own, until the event
// with this id is there.
export const waitForDeadLetter = async (service: TServiceName, eventId: string, timeoutMs = 60_000): Promise<TDeadLetter> => {
  const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
  const kafka = new Kafka({ clientId: `${service}-dead-letter-reader`, brokers, logLevel: logLevel.NOTHING });
  const groupId = `${service}-dead-letter-reader-${randomUUID()}`;
  const consumer = kafka.consumer({ groupId, allowAutoTopicCreation: false });
  const found = new Map<string, TDeadLetter>();
  await consumer.connect();
  try {
    await consumer.subscribe({ topic: deadLetterTopicOf(service), fromBeginning: true });
    await consumer.run({
      eachMessage: ({ message }) => {
        try {
          const value: unknown = JSON.parse(message.value?.toString() ?? 'null');
          const id = typeof value === 'object' && value !== null && 'id' in value ? String(value.id) : undefined;
          if (id) found.set(id, { value, reason: header(message.headers?.['nearbly-reason']), origin: header(message.headers?.['nearbly-origin']) });
        } catch {
          // Not JSON: not an event this helper looks for.
        }
        return Promise.resolve();
      },
    });
    return await waitFor(`event ${eventId} on ${deadLetterTopicOf(service)}`, () => Promise.resolve(found.get(eventId)), timeoutMs);
  } finally {
    await consumer.disconnect();
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteGroups([groupId]).catch(() => undefined);
    await admin.disconnect();
  }
};
