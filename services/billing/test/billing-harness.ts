import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import type { z } from 'zod';
import {
  parseEventOf,
  SubscriptionChanged,
  UserDeleted,
  UserRegistered,
  type TEventActor,
  type TEventContract,
  type TEventEnvelope,
  type TEventOf,
  type TSubscriptionChangedEvent,
} from '@app/contracts';
import { outboxRow } from '@app/service-kit';
import { queryRows, startInProcessService, waitFor, type TInProcessService } from '@app/test-support';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

// The billing service in this process on its own test database, plus what its tests need:
// a producer for other services' events and readers of its tables.
export const startBilling = async (databaseUrl: string, env: Record<string, string> = {}): Promise<TInProcessService> => {
  Object.assign(process.env, env);
  const billing = await startInProcessService({
    service: 'billing',
    databaseUrl,
    serviceDir: `${__dirname}/..`,
    load: async () => ({ env: (await import('../src/config/env')).env, AppModule: (await import('../src/app.module')).AppModule }),
  });
  await waitForGroupMembers('billing');
  return billing;
};

// A new consumer group starts at the end of its topics: wait until billing owns its partitions,
// or an event produced right after start could be skipped.
const waitForGroupMembers = async (groupId: string): Promise<void> => {
  const admin = new Kafka({ clientId: 'billing-test-admin', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    await waitFor('billing to join its consumer group', async () => {
      const { groups } = await admin.describeGroups([groupId]);
      return groups[0]?.state === 'Stable' && groups[0].members.length > 0 ? true : undefined;
    });
  } finally {
    await admin.disconnect();
  }
};

export const startProducer = async (): Promise<Producer> => {
  const producer = new Kafka({ clientId: 'billing-test-producer', brokers, logLevel: logLevel.NOTHING }).producer();
  await producer.connect();
  return producer;
};

// An event in the envelope its owner's outbox would give it.
export const eventOf = <TContract extends TEventContract>(contract: TContract, payload: z.input<TContract['payload']>, actor: TEventActor = {}): TEventOf<TContract> =>
  parseEventOf(contract, outboxRow(contract, payload, { key: null, actor }).payload);

export const registrationEvent = (userId: string = randomUUID(), businessId: string = randomUUID()) =>
  eventOf(UserRegistered, { userId, businessId, businessType: 'cafe', businessName: 'Corner Bean' }, { userId, businessId });

export const deletionEvent = (who: { userId: string; businessId: string }, email: string) => eventOf(UserDeleted, { ...who, email }, who);

// The return addresses the web app gives a checkout session.
export const checkoutUrls = { successUrl: 'http://127.0.0.1:3000/billing?checkout=success', cancelUrl: 'http://127.0.0.1:3000/billing?checkout=cancelled' };

// Resolves once billing has applied the Stripe event (its stripe_events row is marked processed).
export const stripeEventApplied = (databaseUrl: string, eventId: string) =>
  waitFor(`Stripe event ${eventId} applied`, async () => {
    const [row] = await queryRows<{ processed_at: Date | null }>(databaseUrl, 'SELECT processed_at FROM stripe_events WHERE id = $1', [eventId]);
    return row?.processed_at ? true : undefined;
  }, 15_000);

export const publish = (producer: Producer, event: TEventEnvelope<unknown>, key: string) =>
  producer.send({ topic: event.type, messages: [{ key, value: JSON.stringify(event) }] });

// The billing.subscription.changed events billing wrote for one business, oldest first.
export const changedEvents = async (databaseUrl: string, businessId: string): Promise<TSubscriptionChangedEvent[]> => {
  const rows = await queryRows<{ payload: { payload: unknown } }>(
    databaseUrl,
    "SELECT payload FROM outbox_events WHERE topic = $1 AND key = $2 ORDER BY created_at",
    [SubscriptionChanged.topic, businessId],
  );
  return rows.map((row) => SubscriptionChanged.payload.parse(row.payload.payload));
};
