import { randomUUID } from 'node:crypto';
import type { Producer } from 'kafkajs';
import { BillingRequests, type TRequestContract, type TRequestInput } from '@app/contracts';
import { FakeStripeServer, newActor, queryRows, testDatabaseUrl, waitFor, type TInProcessService } from '@app/test-support';
import { checkoutUrls, deletionEvent, publish, startBilling, startProducer, stripeEventApplied } from './billing-harness';
import { checkoutCompleted, invoiceEvent, signed, subscriptionUpdated } from './stripe-events';

const userDeleted = (who: { userId: string; businessId: string }) => deletionEvent(who, `owner-${who.userId.slice(0, 8)}@example.com`);

// Account deletion with Stripe configured: the card can no longer be charged, and billing keeps
// nothing about the business (the real `stripe` SDK against the local fake Stripe API).
describe('billing erasure of a deleted account', () => {
  const databaseUrl = testDatabaseUrl('billing_erasure');
  const stripe = new FakeStripeServer();
  let billing: TInProcessService;
  let producer: Producer;

  beforeAll(async () => {
    await stripe.start();
    billing = await startBilling(databaseUrl, { ...stripe.env });
    producer = await startProducer();
  });

  afterAll(async () => {
    await producer?.disconnect();
    await billing?.stop();
    await stripe.stop();
  });

  const call = <TContract extends TRequestContract>(contract: TContract, input: TRequestInput<TContract>) => billing.rpc.call(contract, input);
  const webhook = async (event: { id: string }) => {
    await call(BillingRequests.stripeWebhook, signed(event, stripe.webhookSecret));
    await stripeEventApplied(databaseUrl, event.id);
  };

  // A business that paid through Checkout: Stripe customer, subscription and one invoice.
  const paying = async () => {
    const who = newActor();
    await call(BillingRequests.checkoutCreate, { ...who, planName: 'Growing Local', ...checkoutUrls });
    const [row] = await queryRows<{ stripe_customer_id: string }>(databaseUrl, 'SELECT stripe_customer_id FROM subscriptions WHERE business_id = $1', [who.businessId]);
    const customer = row?.stripe_customer_id ?? '';
    const subscription = `sub_${randomUUID().slice(0, 8)}`;
    await webhook(checkoutCompleted({ businessId: who.businessId, customer, subscription, planName: 'Growing Local' }));
    await webhook(invoiceEvent({ customer, amount: 3900, paid: true, description: '1 × Nearbly Growing Local (at $39.00 / month)' }));
    expect(await queryRows(databaseUrl, 'SELECT 1 FROM invoices WHERE business_id = $1', [who.businessId])).toHaveLength(1);
    return { ...who, customer, subscription };
  };

  // Every row of every billing table that still names the business, its owner or its Stripe ids.
  const leftovers = async (needles: string[]) => {
    const tables = await queryRows<{ table_name: string }>(databaseUrl, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'");
    const found: string[] = [];
    for (const { table_name: table } of tables) {
      const rows = await queryRows(databaseUrl, `SELECT 1 FROM "${table}" t WHERE row_to_json(t)::text LIKE ANY ($1)`, [needles.map((needle) => `%${needle}%`)]);
      if (rows.length > 0) found.push(table);
    }
    return found;
  };
  const erased = (businessId: string) =>
    waitFor('billing rows erased', async () => ((await queryRows(databaseUrl, 'SELECT 1 FROM subscriptions WHERE business_id = $1', [businessId])).length === 0 ? true : undefined), 30_000);

  it('cancels the Stripe subscription at once, deletes the customer, then erases every row; a redelivery changes nothing', async () => {
    const ids = await paying();
    const event = userDeleted(ids);
    await publish(producer, event, ids.userId);
    await erased(ids.businessId);

    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${ids.subscription}`)).toHaveLength(1);
    expect(stripe.requestsTo('DELETE', `/v1/customers/${ids.customer}`)).toHaveLength(1);
    expect(await leftovers([ids.businessId, ids.userId, ids.customer, ids.subscription])).toEqual([]);

    // What Stripe sends after the erasure (the cancelled subscription, a last invoice) is
    // acknowledged and dropped: nothing about the customer comes back, nothing waits forever.
    const echo = subscriptionUpdated(
      { businessId: ids.businessId, customer: ids.customer, subscription: ids.subscription, planName: 'Growing Local', status: 'canceled', periodEnd: Math.floor(Date.now() / 1000) },
      Math.floor(Date.now() / 1000),
      'customer.subscription.deleted',
    );
    await expect(call(BillingRequests.stripeWebhook, signed(echo, stripe.webhookSecret))).resolves.toMatchObject({ received: true });
    await call(BillingRequests.stripeWebhook, signed(invoiceEvent({ customer: ids.customer, amount: 3900, paid: true, description: 'late' }), stripe.webhookSecret));
    expect(await leftovers([ids.businessId, ids.userId, ids.customer, ids.subscription])).toEqual([]);

    // The same event again (Kafka redelivery): nothing more is asked of Stripe.
    await publish(producer, event, ids.userId);
    const marker = userDeleted(newActor());
    await publish(producer, marker, ids.userId);
    await waitFor('the next event handled', async () => ((await queryRows(databaseUrl, 'SELECT 1 FROM processed_events WHERE id = $1', [marker.id])).length > 0 ? true : undefined), 30_000);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${ids.subscription}`)).toHaveLength(1);
    expect(stripe.requestsTo('DELETE', `/v1/customers/${ids.customer}`)).toHaveLength(1);
  });

  it('still erases when the Stripe customer and subscription are already gone', async () => {
    const ids = await paying();
    for (const path of [`/v1/subscriptions/${ids.subscription}`, `/v1/customers/${ids.customer}`]) {
      const response = await fetch(`${stripe.baseUrl}${path}`, { method: 'DELETE', headers: { authorization: `Bearer ${stripe.secretKey}` } });
      expect(response.status).toBe(200);
    }
    await publish(producer, userDeleted(ids), ids.userId);
    await erased(ids.businessId);
    expect(stripe.requestsTo('DELETE', `/v1/customers/${ids.customer}`)).toHaveLength(2);
    expect(await leftovers([ids.businessId, ids.userId, ids.customer, ids.subscription])).toEqual([]);
  });
});
