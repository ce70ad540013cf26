import { randomUUID } from 'node:crypto';
import type { Producer } from 'kafkajs';
import { createEvent, EVENT_TOPICS } from '@app/contracts';
import { queryRows, testDatabaseUrl, waitFor, type TInProcessService } from '@app/test-support';
import { publish, registrationEvent, startBilling, startProducer } from './billing-harness';

// Local mode (no Stripe keys): a deleted account's trial goes, without any call to Stripe.
describe('billing erasure without Stripe', () => {
  const databaseUrl = testDatabaseUrl('billing_erasure_local');
  let billing: TInProcessService;
  let producer: Producer;

  beforeAll(async () => {
    billing = await startBilling(databaseUrl);
    producer = await startProducer();
  });

  afterAll(async () => {
    await producer?.disconnect();
    await billing?.stop();
  });

  const rowsOf = (businessId: string) => queryRows(databaseUrl, 'SELECT 1 FROM subscriptions WHERE business_id::text = $1 UNION ALL SELECT 1 FROM outbox_events WHERE key = $1', [businessId]);

  it('erases the subscription and its events of a deleted account', async () => {
    const userId = randomUUID();
    const businessId = randomUUID();
    await publish(producer, registrationEvent(userId, businessId), userId);
    await waitFor('the trial', async () => ((await rowsOf(businessId)).length >= 2 ? true : undefined), 30_000);

    await publish(producer, createEvent({ type: EVENT_TOPICS.userDeleted, payload: { userId, businessId, email: 'gone@example.com' }, actor: { userId, businessId } }), userId);
    await waitFor('billing rows erased', async () => ((await rowsOf(businessId)).length === 0 ? true : undefined), 30_000);
  });
});
