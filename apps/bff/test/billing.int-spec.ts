import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { ApiUser, FakeStripeServer, queryRows, readJson, systemForSuite, testDatabaseUrl, waitFor } from '@app/test-support';

// Billing over HTTP: the BFF, the auth service's registration event, and the billing service.
const signUp = async (baseUrl: string): Promise<ApiUser> => {
  const owner = new ApiUser(baseUrl);
  await owner.signUp();
  return owner;
};

describe('billing through the BFF', () => {
  const prefix = 'nearbly_test_billing';
  const billingDb = testDatabaseUrl('billing', prefix);
  const system = systemForSuite({ databasePrefix: prefix });

  const signedUp = () => signUp(system.baseUrl);

  it('shows anyone the plan catalogue and the Stripe config (not configured here)', async () => {
    const visitor = new ApiUser(system.baseUrl);
    const plans = await readJson(await visitor.request('GET', '/api/billing/plans'));
    expect(plans.plans.map((plan: { name: string; priceMonthly: number }) => `${plan.name} $${plan.priceMonthly}`)).toEqual(['Single Shop $20', 'Growing Local $39', 'Local Chain $79']);
    expect(plans).toMatchObject({ trialDays: 14, extraLocationMonthly: 10 });
    const config = await visitor.request('GET', '/api/stripe/config');
    expect(config.status).toBe(200);
    expect(await readJson(config)).toMatchObject({ configured: false, publishableKey: null, plans: plans.plans });
  });

  it('gives a new account a 14-day Growing Local trial, started by its registration event', async () => {
    const owner = await signedUp();
    const response = await owner.request('GET', '/api/billing/subscription');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      planName: 'Growing Local',
      status: 'trialing',
      isTrialActive: true,
      trialDaysLeft: 14,
      priceMonthly: 39,
      readOnly: false,
      limits: { locations: 3, keywords: 100, competitors: 10 },
    });
    await waitFor('billing to consume auth.user.registered', async () => {
      const rows = await queryRows(billingDb, "SELECT 1 FROM processed_events WHERE topic = 'auth.user.registered'");
      return rows.length > 0 ? true : undefined;
    });
    expect(await queryRows(billingDb, 'SELECT 1 FROM subscriptions')).toHaveLength(1);
  });

  it('changes the plan, cancels, and answers the empty history of a trial', async () => {
    const owner = await signedUp();
    const down = await owner.request('POST', '/api/billing/update-plan', { planName: 'Single Shop' });
    expect(down.status).toBe(200);
    expect(await readJson(down)).toMatchObject({ planName: 'Single Shop', priceMonthly: 20, limits: { keywords: 25 } });
    const cancel = await owner.request('POST', '/api/billing/cancel');
    expect(cancel.status).toBe(200);
    expect(await readJson(cancel)).toMatchObject({ planName: 'Single Shop', cancelAtPeriodEnd: true, readOnly: false });
    expect(await readJson(await owner.request('GET', '/api/billing/subscription'))).toMatchObject({ planName: 'Single Shop', cancelAtPeriodEnd: true });
    expect(await readJson(await owner.request('GET', '/api/billing/history'))).toEqual({ billingHistory: [] });
  });

  it('counts usage against the plan: one location, keywords and competitors from the analysis service', async () => {
    const owner = await signedUp();
    const usage = await waitFor('usage counted by analysis', async () => {
      const body = await readJson(await owner.request('GET', '/api/billing/usage'));
      return body.keywords?.used === 0 ? body : undefined;
    }, 20_000);
    expect(usage).toEqual({ locations: { used: 1, limit: 3 }, keywords: { used: 0, limit: 100 }, competitors: { used: 0, limit: 10 } });
    await owner.request('POST', '/api/billing/update-plan', { planName: 'Local Chain' });
    expect(await readJson(await owner.request('GET', '/api/billing/usage'))).toMatchObject({ locations: { limit: 10 }, keywords: { limit: 500 } });
  });

  it('refuses a bad plan name with 400 and the reason, and anonymous callers with 401', async () => {
    const owner = await signedUp();
    const bad = await owner.request('POST', '/api/billing/update-plan', { planName: 'Platinum' });
    expect(bad.status).toBe(400);
    expect(await readJson(bad)).toMatchObject({ details: [{ path: 'planName', message: 'Choose a plan: Single Shop, Growing Local or Local Chain' }] });
    const anonymous = new ApiUser(system.baseUrl);
    for (const [method, path] of [['GET', '/api/billing/subscription'], ['GET', '/api/billing/history'], ['POST', '/api/billing/cancel']] as const) {
      const response = await anonymous.request(method, path);
      expect(response.status).toBe(401);
      expect(await readJson(response)).toMatchObject({ error: expect.stringContaining('Unauthorized') as unknown });
    }
  });

  it('answers checkout and portal without Stripe keys with the errors the page shows', async () => {
    const owner = await signedUp();
    const checkout = await owner.request('POST', '/api/stripe/checkout', { planName: 'Local Chain' });
    expect(checkout.status).toBe(503);
    expect(await readJson(checkout)).toMatchObject({ error: 'Billing is not configured. Please contact support.' });
    const portal = await owner.request('POST', '/api/stripe/portal');
    expect(portal.status).toBe(503);
    expect(await readJson(portal)).toMatchObject({ error: 'The billing portal is not configured, contact support.' });
    const bad = await owner.request('POST', '/api/stripe/checkout', { planName: 'Gold' });
    expect(bad.status).toBe(400);
  });

  it('labels local mode in /api/integrations/status and reactivates an ended trial from the database there', async () => {
    const status = await readJson(await fetch(`${system.baseUrl}/api/integrations/status`));
    expect(status.integrations.stripe).toEqual({ configured: false, mode: 'local' });
    const owner = await signedUp();
    const me = await readJson(await owner.request('GET', '/api/auth/me'));
    await owner.request('GET', '/api/billing/subscription');
    await queryRows(billingDb, "UPDATE subscriptions SET trial_ends_at = now() - interval '1 minute' WHERE business_id = $1", [me.user.businessId]);
    const chosen = await owner.request('POST', '/api/billing/update-plan', { planName: 'Single Shop' });
    expect(chosen.status).toBe(200);
    expect(await readJson(chosen)).toMatchObject({ status: 'active', planName: 'Single Shop', readOnly: false });
  });
});

// Stripe configured (the billing service pointed at a local fake Stripe API).
describe('Stripe through the BFF', () => {
  const prefix = 'nearbly_test_billing_stripe';
  const billingDb = testDatabaseUrl('billing', prefix);
  const stripe = new FakeStripeServer();
  const sdk = new Stripe('sk_test_signing_only');
  const system = systemForSuite(() => ({ databasePrefix: prefix, bffEnv: { STRIPE_SECRET_KEY: stripe.secretKey }, serviceEnv: { billing: { ...stripe.env, BILLING_SWEEP_INTERVAL_MS: '500' } } }), [stripe]);

  const postWebhook = (body: string, signature: string) =>
    fetch(`${system.baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, body });

  it('answers a Checkout Session url and a portal url for the signed-in business', async () => {
    const owner = await signUp(system.baseUrl);
    const checkout = await owner.request('POST', '/api/stripe/checkout', { planName: 'Local Chain' });
    expect(checkout.status).toBe(200);
    expect((await readJson(checkout)).url).toMatch(new RegExp(`^${stripe.baseUrl}/checkout/cs_test_`));
    const [session] = stripe.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(session?.params.get('success_url')).toMatch(/\/billing\?checkout=success$/);
    const portal = await owner.request('POST', '/api/stripe/portal');
    expect((await readJson(portal)).url).toMatch(new RegExp(`^${stripe.baseUrl}/portal/bps_test_`));
    expect(await readJson(await owner.request('GET', '/api/stripe/config'))).toMatchObject({ configured: true });
  });

  it('verifies the signature over the raw body: exact bytes 200, anything else 400', async () => {
    const owner = await signUp(system.baseUrl);
    const me = await readJson(await owner.request('GET', '/api/auth/me'));
    const businessId = me.user.businessId as string;
    await owner.request('POST', '/api/stripe/checkout', { planName: 'Single Shop' });
    const [row] = await queryRows<{ stripe_customer_id: string }>(billingDb, 'SELECT stripe_customer_id FROM subscriptions WHERE business_id = $1', [businessId]);
    const event = {
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1', object: 'checkout.session', mode: 'subscription', client_reference_id: businessId, customer: row?.stripe_customer_id, subscription: 'sub_test_1', metadata: { businessId, planName: 'Single Shop' } } },
    };
    // Pretty-printed on purpose: a re-serialised body would not match the signature.
    const body = JSON.stringify(event, null, 2);
    const signature = sdk.webhooks.generateTestHeaderString({ payload: body, secret: stripe.webhookSecret });
    const tampered = await postWebhook(body.replace('Single Shop', 'Local Chain'), signature);
    expect(tampered.status).toBe(400);
    expect(await readJson(tampered)).toMatchObject({ error: 'Invalid Stripe signature' });
    const unsigned = await postWebhook(body, '');
    expect(unsigned.status).toBe(400);
    const accepted = await postWebhook(body, signature);
    expect(accepted.status).toBe(200);
    expect(await readJson(accepted)).toMatchObject({ received: true });
    const subscription = await waitFor('the paid plan', async () => {
      const current = await readJson(await owner.request('GET', '/api/billing/subscription'));
      return current.status === 'active' ? current : undefined;
    }, 15_000);
    expect(subscription).toMatchObject({ planName: 'Single Shop', readOnly: false, hasBillingAccount: true });
  });

  it('lets a trial switch plans but answers 409 for an ended trial: a plan is paid through Checkout', async () => {
    expect((await readJson(await fetch(`${system.baseUrl}/api/integrations/status`))).integrations.stripe).toEqual({ configured: true, mode: 'stripe' });
    const owner = await signUp(system.baseUrl);
    const me = await readJson(await owner.request('GET', '/api/auth/me'));
    const switched = await owner.request('POST', '/api/billing/update-plan', { planName: 'Local Chain' });
    expect(switched.status).toBe(200);
    expect(await readJson(switched)).toMatchObject({ status: 'trialing', planName: 'Local Chain' });
    await queryRows(billingDb, "UPDATE subscriptions SET trial_ends_at = now() - interval '1 minute' WHERE business_id = $1", [me.user.businessId]);
    const refused = await owner.request('POST', '/api/billing/update-plan', { planName: 'Single Shop' });
    expect(refused.status).toBe(409);
    expect(await readJson(refused)).toMatchObject({ error: 'Your trial or subscription has ended: subscribe to a plan through checkout to continue.' });
    expect(await readJson(await owner.request('GET', '/api/billing/subscription'))).toMatchObject({ status: 'expired', readOnly: true });
    const checkout = await owner.request('POST', '/api/stripe/checkout', { planName: 'Single Shop' });
    expect(checkout.status).toBe(200);
    expect((await readJson(checkout)).url).toMatch(new RegExp(`^${stripe.baseUrl}/checkout/cs_test_`));
  });
});
