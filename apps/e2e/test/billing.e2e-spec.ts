import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import Stripe from 'stripe';
import { FakeStripeServer, queryRows, testDatabaseUrl, waitFor } from '@app/test-support';
import { browserSystem } from './browser-system';

// docs/product.md §2 Billing in Chromium, through the whole system, with Stripe pointed at a local fake.
describe('billing in the browser', () => {
  const prefix = 'nearbly_test_e2e_billing';
  const billingDb = testDatabaseUrl('billing', prefix);
  const stripe = new FakeStripeServer();
  const { url, newContext, signUp } = browserSystem(() => ({ databasePrefix: prefix, serviceEnv: { billing: stripe.env } }), [stripe]);
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
  });
  const planCard = (name: string) => page.getByRole('article', { name });
  const currentPlan = () => page.getByTestId('current-plan-name');

  // A new owner, signed up through the form, on the Billing page.
  const newOwner = async (): Promise<string> => {
    await page.evaluate(() => window.localStorage.clear()).catch(() => undefined);
    const email = await signUp(page);
    await page.goto(url('/billing'));
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    return email;
  };

  it('shows a new account its trial, days left, usage and the three plans', async () => {
    await newOwner();
    await currentPlan().filter({ hasText: 'Growing Local' }).waitFor();
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Trial');
    expect(await page.getByTestId('trial-days-left').textContent()).toMatch(/^14 days left in your free trial/);
    await page.getByTestId('usage-locations').getByText('1 of 3 locations').waitFor();
    await page.getByTestId('usage-keywords').getByText('0 of 100 keywords').waitFor();
    for (const [name, price] of [['Single Shop', '$20'], ['Growing Local', '$39'], ['Local Chain', '$79']] as const) {
      await planCard(name).getByText(`${price}/month`, { exact: true }).waitFor();
    }
    expect(await planCard('Growing Local').getByRole('button', { name: 'Current plan' }).isDisabled()).toBe(true);
    await planCard('Growing Local').getByText('Most popular').waitFor();
    await page.getByText('No invoices yet. Your free trial needs no card.').waitFor();
  });

  it('upgrades, downgrades and cancels, and the page keeps each change after a reload', async () => {
    await newOwner();
    await planCard('Local Chain').getByRole('button', { name: 'Upgrade to Local Chain' }).click();
    await currentPlan().filter({ hasText: 'Local Chain' }).waitFor();
    await page.getByTestId('usage-locations').getByText('1 of 10 locations').waitFor();
    await page.getByText('You are now on the Local Chain plan.').waitFor();

    await planCard('Single Shop').getByRole('button', { name: 'Downgrade to Single Shop' }).click();
    await currentPlan().filter({ hasText: 'Single Shop' }).waitFor();
    await page.getByTestId('usage-keywords').getByText('0 of 25 keywords').waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByTestId('cancel-notice').waitFor();
    await page.reload();
    await currentPlan().filter({ hasText: 'Single Shop' }).waitFor();
    expect(await page.getByTestId('cancel-notice').textContent()).toMatch(/^Cancelled: you keep full access until /);
    expect(await page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    // Picking a plan again withdraws the cancellation.
    await planCard('Growing Local').getByRole('button', { name: 'Choose Growing Local' }).click();
    await page.getByRole('button', { name: 'Cancel subscription' }).waitFor();
    expect(await page.getByTestId('cancel-notice').count()).toBe(0);
  });

  it('shows the read-only banner once the trial has ended, until a plan is paid through Checkout', async () => {
    const email = await newOwner();
    const [me] = await queryRows<{ business_id: string }>(testDatabaseUrl('auth', prefix), 'SELECT b.id AS business_id FROM users u JOIN businesses b ON b.user_id = u.id WHERE u.email = $1', [email]);
    const businessId = me?.business_id ?? '';
    await queryRows(billingDb, "UPDATE subscriptions SET trial_ends_at = now() - interval '1 minute' WHERE business_id = $1", [businessId]);
    await page.reload();
    await page.getByTestId('subscription-banner').getByText('Your free trial has ended. Your account is read-only until you choose a plan.').waitFor();
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Trial ended');
    // With Stripe set up an ended trial is not reactivated for free: the only way is Checkout.
    expect(await planCard('Single Shop').getByRole('button', { name: 'Choose Single Shop' }).count()).toBe(0);
    await planCard('Single Shop').getByRole('button', { name: 'Subscribe to Single Shop' }).click();
    await page.waitForURL(new RegExp(`^${stripe.baseUrl}/checkout/cs_test_`));
    // Stripe's webhook for the paid session brings the plan back.
    const [row] = await queryRows<{ stripe_customer_id: string }>(billingDb, 'SELECT stripe_customer_id FROM subscriptions WHERE business_id = $1', [businessId]);
    const body = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_e2e', object: 'checkout.session', mode: 'subscription', payment_status: 'paid', client_reference_id: businessId, customer: row?.stripe_customer_id, subscription: `sub_${randomUUID().slice(0, 8)}`, metadata: { businessId, planName: 'Single Shop' } } },
    });
    const signature = new Stripe('sk_test_signing_only').webhooks.generateTestHeaderString({ payload: body, secret: stripe.webhookSecret });
    const webhook = await fetch(url('/api/stripe/webhook'), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    expect(webhook.status).toBe(200);
    await waitFor('the paid plan', async () => ((await queryRows<{ status: string }>(billingDb, 'SELECT status FROM subscriptions WHERE business_id = $1', [businessId]))[0]?.status === 'active' ? true : undefined), 15_000);
    await page.goto(url('/billing'));
    await currentPlan().filter({ hasText: 'Single Shop' }).waitFor();
    expect(await page.getByTestId('subscription-banner').count()).toBe(0);
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Active');
  });

  it('sends the owner to Stripe Checkout, and opens the billing portal in a new tab', async () => {
    await newOwner();
    const [portal] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Open billing portal' }).click()]);
    await portal.waitForURL(new RegExp(`^${stripe.baseUrl}/portal/bps_test_`));
    await portal.getByRole('heading', { name: 'Fake Stripe Billing Portal' }).waitFor();
    await portal.close();

    await planCard('Local Chain').getByRole('button', { name: 'Subscribe to Local Chain' }).click();
    await page.waitForURL(new RegExp(`^${stripe.baseUrl}/checkout/cs_test_`));
    await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
    const [session] = stripe.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(session?.params.get('line_items[0][price_data][unit_amount]')).toBe('7900');
  });
});
