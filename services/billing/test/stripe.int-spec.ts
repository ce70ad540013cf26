import { randomUUID } from 'node:crypto';
import { BillingRequests, type TPlanName, type TRequestContract, type TRequestInput } from '@app/contracts';
import { externalCallOutcomes, RpcError } from '@app/service-kit';
import { FakeStripeServer, newActor, queryRows, testDatabaseUrl, waitFor, type TInProcessService } from '@app/test-support';
import { changedEvents, checkoutUrls, startBilling, stripeEventApplied } from './billing-harness';
import { asyncPayment, checkoutCompleted, invoiceEvent, signed, subscriptionUpdated } from './stripe-events';

// Checkout, portal and webhooks with the real `stripe` SDK against a local fake Stripe API.
describe('Stripe checkout, portal and webhooks', () => {
  const databaseUrl = testDatabaseUrl('billing_stripe');
  const stripe = new FakeStripeServer();
  let billing: TInProcessService;

  beforeAll(async () => {
    await stripe.start();
    billing = await startBilling(databaseUrl, { ...stripe.env, BILLING_SWEEP_INTERVAL_MS: '500' });
  });

  afterAll(async () => {
    await billing?.stop();
    await stripe.stop();
  });

  const call = <TContract extends TRequestContract>(contract: TContract, input: TRequestInput<TContract>) => billing.rpc.call(contract, input);
  const failure = <TContract extends TRequestContract>(contract: TContract, input: TRequestInput<TContract>) =>
    call(contract, input).then(() => undefined, (error: unknown) => error as RpcError);
  const subscriptionOf = (who: { userId: string; businessId: string }) => call(BillingRequests.subscriptionGet, who);
  const send = (event: unknown, secret = stripe.webhookSecret) => call(BillingRequests.stripeWebhook, signed(event, secret));
  const endTrial = (businessId: string) => queryRows(databaseUrl, "UPDATE subscriptions SET trial_ends_at = now() - interval '1 minute' WHERE business_id = $1", [businessId]);
  const customerOf = async (who: { userId: string; businessId: string }) => {
    await call(BillingRequests.checkoutCreate, { ...who, planName: 'Single Shop', ...checkoutUrls });
    const [row] = await queryRows<{ stripe_customer_id: string }>(databaseUrl, 'SELECT stripe_customer_id FROM subscriptions WHERE business_id = $1', [who.businessId]);
    return row?.stripe_customer_id ?? '';
  };
  const processed = (eventId: string) => stripeEventApplied(databaseUrl, eventId);

  // A business that went through checkout: it has a Stripe customer and subscription.
  const paying = async (planName: TPlanName = 'Local Chain') => {
    const who = newActor();
    await call(BillingRequests.checkoutCreate, { ...who, planName, ...checkoutUrls });
    const [row] = await queryRows<{ stripe_customer_id: string }>(databaseUrl, 'SELECT stripe_customer_id FROM subscriptions WHERE business_id = $1', [who.businessId]);
    const ids = { ...who, customer: row?.stripe_customer_id ?? '', subscription: `sub_${randomUUID().slice(0, 8)}` };
    const completed = checkoutCompleted({ businessId: who.businessId, customer: ids.customer, subscription: ids.subscription, planName });
    await send(completed);
    await processed(completed.id);
    return ids;
  };

  it('says Stripe is configured and hands out the publishable key', async () => {
    expect(await call(BillingRequests.stripeConfig, {})).toMatchObject({ configured: true, publishableKey: 'pk_test_nearbly_fake' });
  });

  it('creates a Checkout Session for the plan, with one Stripe customer per business however often', async () => {
    const who = newActor();
    const before = stripe.requestsTo('POST', '/v1/customers').length;
    const first = await call(BillingRequests.checkoutCreate, { ...who, planName: 'Local Chain', ...checkoutUrls });
    const second = await call(BillingRequests.checkoutCreate, { ...who, planName: 'Single Shop', ...checkoutUrls });
    expect(first.url).toMatch(new RegExp(`^${stripe.baseUrl}/checkout/cs_test_`));
    expect(second.url).not.toBe(first.url);

    const customers = stripe.requestsTo('POST', '/v1/customers').slice(before);
    expect(customers).toHaveLength(1);
    expect(customers[0]?.idempotencyKey).toBe(`nearbly-customer-${who.businessId}`);
    expect(customers[0]?.params.get('metadata[businessId]')).toBe(who.businessId);
    const sessions = stripe.requestsTo('POST', '/v1/checkout/sessions').slice(-2);
    expect(sessions.map((session) => session.params.get('line_items[0][price_data][unit_amount]'))).toEqual(['7900', '2000']);
    expect(sessions[0]?.params.get('mode')).toBe('subscription');
    expect(sessions[0]?.params.get('client_reference_id')).toBe(who.businessId);
    expect(sessions[0]?.params.get('subscription_data[metadata][planName]')).toBe('Local Chain');
    expect(sessions[0]?.params.get('success_url')).toBe(checkoutUrls.successUrl);
    expect(new Set(sessions.map((session) => session.params.get('customer')))).toEqual(new Set([expect.stringMatching(/^cus_test_/) as unknown]));
    expect(await subscriptionOf(who)).toMatchObject({ hasBillingAccount: true, status: 'trialing' });
  });

  it('opens the billing portal for the business’s Stripe customer', async () => {
    const okCalls = async () => (await externalCallOutcomes.get()).values.find((value) => value.labels.provider === 'stripe' && value.labels.outcome === 'ok')?.value ?? 0;
    const before = await okCalls();
    const who = newActor();
    const portal = await call(BillingRequests.portalCreate, { ...who, returnUrl: 'http://127.0.0.1:3000/billing' });
    expect(portal.url).toMatch(new RegExp(`^${stripe.baseUrl}/portal/bps_test_`));
    const [request] = stripe.requestsTo('POST', '/v1/billing_portal/sessions').slice(-1);
    expect(request?.params.get('return_url')).toBe('http://127.0.0.1:3000/billing');
    expect(request?.params.get('customer')).toMatch(/^cus_test_/);
    // Two Stripe calls, counted on /metrics: the customer, then the portal session.
    expect(await okCalls()).toBe(before + 2);
  });

  it('activates the paid plan from a signed checkout.session.completed webhook', async () => {
    const ids = await paying('Local Chain');
    expect(await subscriptionOf(ids)).toMatchObject({ status: 'active', planName: 'Local Chain', readOnly: false, isTrialActive: false, priceMonthly: 79, limits: { keywords: 500 } });
    expect((await changedEvents(databaseUrl, ids.businessId)).at(-1)).toMatchObject({ status: 'active', planName: 'Local Chain' });
  });

  it('sends plan changes and cancellation of a paid Stripe subscription to the billing portal', async () => {
    const ids = await paying('Growing Local');
    const change = await failure(BillingRequests.planUpdate, { userId: ids.userId, businessId: ids.businessId, planName: 'Single Shop' });
    expect(change?.error).toMatchObject({ code: 'CONFLICT', message: 'Your plan is billed through Stripe: open the billing portal to change your plan.' });
    const cancel = await failure(BillingRequests.cancel, { userId: ids.userId, businessId: ids.businessId });
    expect(cancel?.error).toMatchObject({ code: 'CONFLICT', message: 'Your plan is billed through Stripe: open the billing portal to cancel.' });
    expect(await subscriptionOf(ids)).toMatchObject({ planName: 'Growing Local', cancelAtPeriodEnd: false, status: 'active' });
  });

  it('refuses a webhook with a bad signature and stores nothing', async () => {
    const event = checkoutCompleted({ businessId: randomUUID(), customer: 'cus_x', subscription: 'sub_x', planName: 'Single Shop' });
    const error = await failure(BillingRequests.stripeWebhook, signed(event, 'whsec_someone_else'));
    expect(error?.error).toMatchObject({ code: 'VALIDATION', message: 'Invalid Stripe signature' });
    const tampered = { ...signed(event, stripe.webhookSecret), payload: JSON.stringify({ ...event, type: 'invoice.paid' }) };
    expect((await failure(BillingRequests.stripeWebhook, tampered))?.error).toMatchObject({ code: 'VALIDATION' });
    expect(await queryRows(databaseUrl, 'SELECT 1 FROM stripe_events WHERE id = $1', [event.id])).toHaveLength(0);
  });

  it('applies an event replayed 50 times once: one invoice, one state change', async () => {
    const ids = await paying('Growing Local');
    const eventsBefore = (await changedEvents(databaseUrl, ids.businessId)).length;
    const paid = invoiceEvent({ customer: ids.customer, amount: 3900, paid: true, description: '1 × Nearbly Growing Local (at $39.00 / month)' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(paid)));
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    await processed(paid.id);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await queryRows(databaseUrl, 'SELECT 1 FROM invoices WHERE business_id = $1', [ids.businessId])).toHaveLength(1);
    expect((await changedEvents(databaseUrl, ids.businessId)).length).toBe(eventsBefore + 1);
    const { billingHistory } = await call(BillingRequests.historyList, ids);
    expect(billingHistory).toEqual([
      { id: expect.any(String) as unknown, date: expect.any(String) as unknown, description: '1 × Nearbly Growing Local (at $39.00 / month)', amount: 39, status: 'paid', invoiceUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.com\//) as unknown },
    ]);
  });

  it('keeps the newest state when Stripe delivers events out of order', async () => {
    const ids = await paying('Local Chain');
    const base = Math.floor(Date.now() / 1000) + 60;
    const periodEnd = base + 30 * 86_400;
    const newer = subscriptionUpdated({ ...ids, planName: 'Single Shop', status: 'active', cancelAtPeriodEnd: true, periodEnd }, base + 20);
    const older = subscriptionUpdated({ ...ids, planName: 'Local Chain', status: 'past_due', periodEnd }, base + 10);
    await send(newer);
    await processed(newer.id);
    await send(older);
    await processed(older.id);
    expect(await subscriptionOf(ids)).toMatchObject({ planName: 'Single Shop', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(periodEnd * 1000).toISOString() });
    expect((await changedEvents(databaseUrl, ids.businessId)).at(-1)).toMatchObject({ planName: 'Single Shop', status: 'active' });
  });

  it('marks a failed payment past due (banner) and lists the failed invoice; deletion ends it read-only', async () => {
    const ids = await paying('Single Shop');
    const failed = invoiceEvent({ customer: ids.customer, amount: 2000, paid: false, description: '1 × Nearbly Single Shop (at $20.00 / month)' }, Math.floor(Date.now() / 1000) + 5);
    await send(failed);
    await processed(failed.id);
    expect(await subscriptionOf(ids)).toMatchObject({ status: 'past_due', readOnly: false });
    const { billingHistory } = await call(BillingRequests.historyList, ids);
    expect(billingHistory[0]).toMatchObject({ status: 'failed', amount: 20 });
    const deleted = subscriptionUpdated({ ...ids, planName: 'Single Shop', status: 'canceled', periodEnd: Math.floor(Date.now() / 1000) }, Math.floor(Date.now() / 1000) + 10, 'customer.subscription.deleted');
    await send(deleted);
    await processed(deleted.id);
    expect(await subscriptionOf(ids)).toMatchObject({ status: 'canceled', readOnly: true });
  });

  it('lets a trial switch plans, but sends an ended trial or a cancelled subscription to checkout', async () => {
    const trial = newActor();
    expect(await call(BillingRequests.planUpdate, { ...trial, planName: 'Local Chain' })).toMatchObject({ status: 'trialing', planName: 'Local Chain' });

    const expired = newActor();
    await subscriptionOf(expired);
    await endTrial(expired.businessId);
    expect(await subscriptionOf(expired)).toMatchObject({ status: 'expired', readOnly: true });
    const refused = await failure(BillingRequests.planUpdate, { ...expired, planName: 'Single Shop' });
    expect(refused?.error).toMatchObject({ code: 'CONFLICT', message: 'Your trial or subscription has ended: subscribe to a plan through checkout to continue.' });
    expect(await subscriptionOf(expired)).toMatchObject({ status: 'expired', readOnly: true, planName: 'Growing Local' });

    const cancelled = newActor();
    await subscriptionOf(cancelled);
    await call(BillingRequests.cancel, cancelled);
    await endTrial(cancelled.businessId);
    expect(await subscriptionOf(cancelled)).toMatchObject({ status: 'canceled', readOnly: true });
    expect((await failure(BillingRequests.planUpdate, { ...cancelled, planName: 'Local Chain' }))?.error).toMatchObject({ code: 'CONFLICT' });
    expect(await subscriptionOf(cancelled)).toMatchObject({ status: 'canceled', readOnly: true });
    // Checkout is the way back: it answers a Stripe URL for the ended subscription.
    expect((await call(BillingRequests.checkoutCreate, { ...cancelled, planName: 'Local Chain', ...checkoutUrls })).url).toMatch(new RegExp(`^${stripe.baseUrl}/checkout/`));
  });

  it('activates a checkout paid asynchronously only once the payment succeeded', async () => {
    const who = newActor();
    await subscriptionOf(who);
    await endTrial(who.businessId);
    const customer = await customerOf(who);
    const ids = { businessId: who.businessId, customer, subscription: `sub_${randomUUID().slice(0, 8)}`, planName: 'Local Chain', session: `cs_${randomUUID().slice(0, 8)}` };
    const base = Math.floor(Date.now() / 1000);
    const completed = checkoutCompleted({ ...ids, paymentStatus: 'unpaid' }, base);
    await send(completed);
    await processed(completed.id);
    expect(await subscriptionOf(who)).toMatchObject({ status: 'expired', readOnly: true });
    const succeeded = asyncPayment(ids, true, base + 60);
    await send(succeeded);
    await processed(succeeded.id);
    expect(await subscriptionOf(who)).toMatchObject({ status: 'active', planName: 'Local Chain', readOnly: false });

    const declined = newActor();
    await subscriptionOf(declined);
    await endTrial(declined.businessId);
    const declinedIds = { ...ids, businessId: declined.businessId, customer: await customerOf(declined), subscription: `sub_${randomUUID().slice(0, 8)}` };
    const unpaid = checkoutCompleted({ ...declinedIds, paymentStatus: 'unpaid' }, base);
    const failed = asyncPayment(declinedIds, false, base + 60);
    await send(unpaid);
    await send(failed);
    await processed(unpaid.id);
    await processed(failed.id);
    expect(await subscriptionOf(declined)).toMatchObject({ status: 'expired', readOnly: true });
  });

  it('keeps a webhook for an account not known yet and applies it once the account appears', async () => {
    const who = newActor();
    const completed = checkoutCompleted({ businessId: who.businessId, customer: `cus_${randomUUID().slice(0, 8)}`, subscription: `sub_${randomUUID().slice(0, 8)}`, planName: 'Local Chain' });
    await send(completed);
    await waitFor('the event to be tried', async () => {
      const [row] = await queryRows<{ attempted_at: Date | null; processed_at: Date | null }>(databaseUrl, 'SELECT attempted_at, processed_at FROM stripe_events WHERE id = $1', [completed.id]);
      return row?.attempted_at ? row : undefined;
    }, 15_000).then((row) => expect(row.processed_at).toBeNull());
    // The business registers (its trial is created on first sight); the inbox check applies the kept event.
    await subscriptionOf(who);
    await processed(completed.id);
    expect(await subscriptionOf(who)).toMatchObject({ status: 'active', planName: 'Local Chain', readOnly: false });
  });

  it('orders events of the same second the same way whatever the delivery order', async () => {
    const first = await paying('Local Chain');
    const second = await paying('Local Chain');
    const at = Math.floor(Date.now() / 1000) + 120;
    const periodEnd = at + 30 * 86_400;
    const eventsFor = (ids: typeof first) => ({
      updated: subscriptionUpdated({ ...ids, planName: 'Single Shop', status: 'active', periodEnd }, at),
      deleted: subscriptionUpdated({ ...ids, planName: 'Local Chain', status: 'canceled', periodEnd }, at, 'customer.subscription.deleted'),
    });
    const a = eventsFor(first);
    const b = eventsFor(second);
    for (const event of [a.updated, a.deleted, b.deleted, b.updated]) {
      await send(event);
      await processed(event.id);
    }
    expect(await subscriptionOf(first)).toMatchObject({ status: 'canceled', readOnly: true });
    expect(await subscriptionOf(second)).toMatchObject({ status: 'canceled', readOnly: true });
  });

  it("never passes Stripe's own error text to the user", async () => {
    const who = newActor();
    await customerOf(who);
    stripe.failNext('/v1/checkout/sessions', 400, { type: 'invalid_request_error', code: 'resource_missing', param: 'price', message: 'No such price: price_internal_42 (account acct_secret, key sk_test_leaked)' });
    const error = await failure(BillingRequests.checkoutCreate, { ...who, planName: 'Local Chain', ...checkoutUrls });
    expect(error?.error).toMatchObject({ code: 'UNAVAILABLE', message: 'The payment provider could not complete the request. Please try again in a few minutes.' });
    expect(JSON.stringify(error?.error)).not.toMatch(/price_internal|acct_secret|sk_test/);
    stripe.failNext('/v1/billing_portal/sessions', 400, {
      type: 'invalid_request_error',
      message: 'No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.',
    });
    const portal = await failure(BillingRequests.portalCreate, { ...who, returnUrl: 'http://127.0.0.1:3000/billing' });
    expect(portal?.error).toMatchObject({ code: 'NOT_CONFIGURED', message: 'The billing portal is not configured, contact support.' });
  });
});
