import { randomUUID } from 'node:crypto';
import type { Producer } from 'kafkajs';
import { BillingRequests, type TRequestContract, type TRequestInput } from '@app/contracts';
import { HealthService, RpcError } from '@app/service-kit';
import { newActor, queryRows, testDatabaseUrl, waitFor, waitForDeadLetter, type TInProcessService } from '@app/test-support';
import { changedEvents, publish, registrationEvent, startBilling, startProducer } from './billing-harness';

const DAY_MS = 86_400_000;

describe('plans, trials and plan changes over Kafka', () => {
  const databaseUrl = testDatabaseUrl('billing_subscriptions');
  let billing: TInProcessService;
  let producer: Producer;

  beforeAll(async () => {
    billing = await startBilling(databaseUrl, { BILLING_SWEEP_INTERVAL_MS: '300' });
    producer = await startProducer();
  });

  afterAll(async () => {
    await producer?.disconnect();
    await billing?.stop();
  });

  const call = <TContract extends TRequestContract>(contract: TContract, input: TRequestInput<TContract>) => billing.rpc.call(contract, input);
  const subscriptionOf = (who: { userId: string; businessId: string }) => call(BillingRequests.subscriptionGet, who);
  const failure = <TContract extends TRequestContract>(contract: TContract, input: TRequestInput<TContract>) => call(contract, input).then(() => undefined, (error: unknown) => error);
  const rowOf = async (businessId: string) =>
    (await queryRows<{ status: string; plan_name: string; cancel_at_period_end: boolean }>(databaseUrl, 'SELECT status, plan_name, cancel_at_period_end FROM subscriptions WHERE business_id = $1', [businessId]))[0];

  it('lists the seeded catalogue: prices, limits, features, trial length', async () => {
    const catalogue = await call(BillingRequests.plansList, {});
    expect(catalogue).toMatchObject({ extraLocationMonthly: 10, trialDays: 14, currency: 'usd' });
    expect(catalogue.plans.map(({ name, priceMonthly, priceYearly, limits, mostPopular }) => ({ name, priceMonthly, priceYearly, limits, mostPopular }))).toEqual([
      { name: 'Single Shop', priceMonthly: 20, priceYearly: 200, limits: { locations: 1, keywords: 25, competitors: 3 }, mostPopular: false },
      { name: 'Growing Local', priceMonthly: 39, priceYearly: 390, limits: { locations: 3, keywords: 100, competitors: 10 }, mostPopular: true },
      { name: 'Local Chain', priceMonthly: 79, priceYearly: 790, limits: { locations: 10, keywords: 500, competitors: 25 }, mostPopular: false },
    ]);
    expect(catalogue.plans[0]?.features).toEqual(['Locations', 'GMB Integration', 'Keyword Tracking']);
    expect(catalogue.plans[2]?.features).toContain('Priority Support');
  });

  it('starts a 14-day Growing Local trial from auth.user.registered, once however often it arrives', async () => {
    const event = registrationEvent();
    const { userId, businessId } = event.payload;
    for (let copy = 0; copy < 3; copy += 1) await publish(producer, event, userId);
    await waitFor('the trial', () => rowOf(businessId));
    // A second registration event with a new id for the same business changes nothing either.
    await publish(producer, { ...registrationEvent(userId, businessId) }, userId);
    await waitFor('the events to be processed', async () => {
      const rows = await queryRows(databaseUrl, 'SELECT 1 FROM processed_events');
      return rows.length >= 2 ? true : undefined;
    });

    const subscription = await subscriptionOf({ userId, businessId });
    expect(subscription).toMatchObject({
      planName: 'Growing Local',
      status: 'trialing',
      isTrialActive: true,
      trialDaysLeft: 14,
      priceMonthly: 39,
      cancelAtPeriodEnd: false,
      readOnly: false,
      limits: { locations: 3, keywords: 100, competitors: 10 },
    });
    expect(new Date(subscription.trialEndsAt ?? 0).getTime()).toBeCloseTo(new Date(event.occurredAt).getTime() + 14 * DAY_MS, -3);
    const events = await changedEvents(databaseUrl, businessId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId, businessId, planName: 'Growing Local', status: 'trialing', readOnly: false, rankCheckFrequency: 'daily' });
    await waitFor('the event relayed to Kafka', async () => {
      const pending = await queryRows(databaseUrl, 'SELECT 1 FROM outbox_events WHERE key = $1 AND published_at IS NULL', [businessId]);
      return pending.length === 0 ? true : undefined;
    });
  });

  it('sends a registration it cannot read to billing.dead-letter and still starts the next trial of its partition', async () => {
    const userId = randomUUID();
    const next = registrationEvent(userId);
    // A valid envelope whose payload the contract refuses; the same key puts both on one partition.
    const poison = { ...registrationEvent(userId), payload: { ...next.payload, businessId: 'not-a-business-id' } };
    await publish(producer, poison, userId);
    await publish(producer, next, userId);
    await waitFor('the next trial', () => rowOf(next.payload.businessId));
    const dead = await waitForDeadLetter('billing', poison.id);
    expect(dead.origin).toMatch(/^auth\.user\.registered@\d+$/);
    expect(dead.reason).toContain('businessId');
    expect(dead.value).toMatchObject({ id: poison.id, payload: { businessId: 'not-a-business-id' } });
    expect(await queryRows(databaseUrl, 'SELECT 1 FROM processed_events WHERE id = $1', [poison.id])).toEqual([]);
  });

  it('gives a business seen first by a read (event still on its way) its trial right away', async () => {
    const who = newActor();
    expect(await subscriptionOf(who)).toMatchObject({ status: 'trialing', trialDaysLeft: 14, planName: 'Growing Local' });
    await publish(producer, registrationEvent(who.userId, who.businessId), who.userId);
    expect(await subscriptionOf(who)).toMatchObject({ status: 'trialing', trialDaysLeft: 14 });
    expect(await changedEvents(databaseUrl, who.businessId)).toHaveLength(1);
  });

  it('changes the plan during the trial and announces the new limits', async () => {
    const who = newActor();
    await subscriptionOf(who);
    const down = await call(BillingRequests.planUpdate, { ...who, planName: 'Single Shop' });
    expect(down).toMatchObject({ planName: 'Single Shop', status: 'trialing', trialDaysLeft: 14, priceMonthly: 20, limits: { locations: 1, keywords: 25, competitors: 3 } });
    const up = await call(BillingRequests.planUpdate, { ...who, planName: 'Local Chain' });
    expect(up).toMatchObject({ planName: 'Local Chain', priceMonthly: 79, limits: { keywords: 500 } });
    const events = await changedEvents(databaseUrl, who.businessId);
    expect(events.map((event) => [event.planName, event.rankCheckFrequency, event.limits.keywords])).toEqual([
      ['Growing Local', 'daily', 100],
      ['Single Shop', 'weekly', 25],
      ['Local Chain', 'daily', 500],
    ]);
  });

  it('refuses an unknown plan name with the message the page shows', async () => {
    const who = newActor();
    // A caller that ignores the types: the contract's schema refuses it with the form's message.
    const error = await failure(BillingRequests.planUpdate, { ...who, planName: 'Platinum' } as unknown as TRequestInput<typeof BillingRequests.planUpdate>);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).error).toMatchObject({ code: 'VALIDATION', details: [{ path: 'planName', message: 'Choose a plan: Single Shop, Growing Local or Local Chain' }] });
    expect(await rowOf(who.businessId)).toBeUndefined();
  });

  it('cancels at the end of the trial: access goes on until then, read-only after', async () => {
    const who = newActor();
    await subscriptionOf(who);
    const cancelled = await call(BillingRequests.cancel, who);
    expect(cancelled).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true, readOnly: false, trialDaysLeft: 14 });
    await queryRows(databaseUrl, "UPDATE subscriptions SET trial_ends_at = now() - interval '1 minute' WHERE business_id = $1", [who.businessId]);
    // The repeating sweep ends it without anyone asking.
    await waitFor('the sweep to end the period', async () => ((await rowOf(who.businessId))?.status === 'canceled' ? true : undefined), 15_000);
    expect(await subscriptionOf(who)).toMatchObject({ status: 'canceled', readOnly: true, isTrialActive: false, trialDaysLeft: 0 });
    expect((await changedEvents(databaseUrl, who.businessId)).at(-1)).toMatchObject({ status: 'canceled', readOnly: true });
    const again = await failure(BillingRequests.cancel, who);
    expect((again as RpcError).error).toMatchObject({ code: 'CONFLICT', message: 'Your subscription has already ended.' });
  });

  it('turns an ended trial read-only; in local mode picking a plan reactivates it for one period, which then lapses', async () => {
    const who = newActor();
    await subscriptionOf(who);
    await queryRows(databaseUrl, "UPDATE subscriptions SET trial_ends_at = now() - interval '1 minute' WHERE business_id = $1", [who.businessId]);
    await waitFor('the trial to expire', async () => ((await rowOf(who.businessId))?.status === 'expired' ? true : undefined), 15_000);
    expect(await subscriptionOf(who)).toMatchObject({ status: 'expired', readOnly: true, isTrialActive: false, trialDaysLeft: 0 });
    expect((await changedEvents(databaseUrl, who.businessId)).at(-1)).toMatchObject({ status: 'expired', readOnly: true });

    const active = await call(BillingRequests.planUpdate, { ...who, planName: 'Single Shop' });
    expect(active).toMatchObject({ status: 'active', planName: 'Single Shop', readOnly: false, cancelAtPeriodEnd: false });
    const periodDays = (new Date(active.currentPeriodEnd ?? 0).getTime() - Date.now()) / DAY_MS;
    expect(periodDays).toBeGreaterThan(27);
    expect(periodDays).toBeLessThan(32);

    // Nothing renews a period no one paid for: at its end it lapses like an unpaid Stripe one.
    await queryRows(databaseUrl, "UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE business_id = $1", [who.businessId]);
    await waitFor('the sweep to end the local period', async () => ((await rowOf(who.businessId))?.status === 'canceled' ? true : undefined), 15_000);
    expect(await subscriptionOf(who)).toMatchObject({ status: 'canceled', readOnly: true, planName: 'Single Shop' });
    expect((await changedEvents(databaseUrl, who.businessId)).at(-1)).toMatchObject({ status: 'canceled', readOnly: true });
  });

  it('shows its queues in the health report, with their dead letters', async () => {
    const { queues } = await billing.app.get(HealthService).report();
    const counts = { waiting: expect.any(Number) as unknown, active: expect.any(Number) as unknown, delayed: expect.any(Number) as unknown, deadLetter: 0 };
    expect(queues).toEqual({ 'billing-period-sweep': counts, 'billing-stripe-events': counts });
  });

  it('answers the 3 most recent invoices of the business only, newest first', async () => {
    const who = newActor();
    const other = newActor();
    const insert = (businessId: string, daysAgo: number, description: string) =>
      queryRows(databaseUrl, "INSERT INTO invoices (id, business_id, description, amount_cents, status, invoice_url, issued_at) VALUES ($1, $2, $3, 3900, 'paid', $4, now() - make_interval(days => $5))", [
        randomUUID(),
        businessId,
        description,
        `https://invoice.stripe.com/i/${description}`,
        daysAgo,
      ]);
    for (const [days, name] of [[90, 'oldest'], [60, 'march'], [30, 'april'], [1, 'may']] as const) await insert(who.businessId, days, name);
    await insert(other.businessId, 0, 'someone-else');
    const { billingHistory } = await call(BillingRequests.historyList, who);
    expect(billingHistory.map((item) => [item.description, item.amount, item.invoiceUrl])).toEqual([
      ['may', 39, 'https://invoice.stripe.com/i/may'],
      ['april', 39, 'https://invoice.stripe.com/i/april'],
      ['march', 39, 'https://invoice.stripe.com/i/march'],
    ]);
  });
});
