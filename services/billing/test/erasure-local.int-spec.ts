import { randomUUID } from 'node:crypto';
import type { Producer } from 'kafkajs';
import { newActor, queryRows, testDatabaseUrl, waitFor, type TInProcessService } from '@app/test-support';
import { deletionEvent, publish, registrationEvent, startBilling, startProducer } from './billing-harness';

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

    await publish(producer, deletionEvent({ userId, businessId }, 'gone@example.com'), userId);
    await waitFor('billing rows erased', async () => ((await rowsOf(businessId)).length === 0 ? true : undefined), 30_000);
  });

  it('starts no trial for an account whose registration event arrives after its deletion', async () => {
    const userId = randomUUID();
    const businessId = randomUUID();
    await publish(producer, deletionEvent({ userId, businessId }, 'late@example.com'), userId);
    await waitFor('the deletion handled', async () => ((await queryRows(databaseUrl, "SELECT 1 FROM erased_businesses WHERE business_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')", [businessId])).length > 0 ? true : undefined), 30_000);
    const late = registrationEvent(userId, businessId);
    await publish(producer, late, userId);
    await waitFor('the late registration handled', async () => ((await queryRows(databaseUrl, 'SELECT 1 FROM processed_events WHERE id = $1', [late.id])).length > 0 ? true : undefined), 30_000);
    expect(await rowsOf(businessId)).toEqual([]);
    // A business that was never erased still gets its trial.
    const other = newActor();
    await publish(producer, registrationEvent(other.userId, other.businessId), other.userId);
    await waitFor('the other trial', async () => ((await rowsOf(other.businessId)).length >= 2 ? true : undefined), 30_000);
  });
});
