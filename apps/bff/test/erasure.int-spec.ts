import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { SERVICE_NAMES } from '@app/contracts';
import { ApiUser, FakeStripeServer, OWNER_SIGNUP, queryRows, readJson, systemForSuite, testDatabaseUrl, waitFor } from '@app/test-support';

// What the README (Security and privacy → Erasure) names as kept after an account is deleted:
// the dev mailbox holds the mail that was "sent" in local mode (the deletion confirmation itself);
// it is off in production, where mail leaves through SMTP and nothing is kept.
const KEPT: string[] = ['auth.dev_mailbox'];

// The one place this suite deletes an account (deletion may come to need more proof).
// Deleting needs the current password (issue 16).
const deleteAccount = (owner: ApiUser) => owner.request('DELETE', '/api/auth/account', { confirmation: 'DELETE', currentPassword: OWNER_SIGNUP.password });

// Account deletion across the whole system: data in every service, then every service's database
// is searched for the user's id, business id, email and Stripe ids.
describe('account erasure across every service', () => {
  const prefix = 'nearbly_test_erasure';
  const stripe = new FakeStripeServer();
  const sdk = new Stripe('sk_test_signing_only');
  const system = systemForSuite(() => ({ databasePrefix: prefix, serviceEnv: { billing: { ...stripe.env } } }), [stripe]);
  const db = (service: (typeof SERVICE_NAMES)[number]) => testDatabaseUrl(service, prefix);

  const webhook = async (type: string, object: Record<string, unknown>) => {
    const body = JSON.stringify({ id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', created: Math.floor(Date.now() / 1000), type, data: { object } });
    const signature = sdk.webhooks.generateTestHeaderString({ payload: body, secret: stripe.webhookSecret });
    const response = await fetch(`${system.baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    expect(response.status).toBe(200);
  };

  // service.table for every row, in every service's database, that contains one of the needles.
  const holdings = async (needles: string[]): Promise<string[]> => {
    const found: string[] = [];
    for (const service of SERVICE_NAMES) {
      const tables = await queryRows<{ table_name: string }>(db(service), "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name");
      for (const { table_name: table } of tables) {
        const rows = await queryRows(db(service), `SELECT 1 FROM "${table}" t WHERE row_to_json(t)::text ILIKE ANY ($1) LIMIT 1`, [needles.map((needle) => `%${needle}%`)]);
        if (rows.length > 0) found.push(`${service}.${table}`);
      }
    }
    return found;
  };

  it('leaves nothing of the account in any database, ends Stripe billing and sends the confirmation', async () => {
    const owner = new ApiUser(system.baseUrl);
    const { user } = await owner.signUp();
    const email = user.email.toLowerCase();
    const me = await readJson(await owner.request('GET', '/api/auth/me'));
    const businessId = me.user.businessId as string;

    // Data in every service: reviews seeded for the business, keywords and competitors, a paid
    // Stripe subscription with an invoice, a chat, a support ticket and a newsletter sign-up.
    await waitFor('sample reviews', async () => ((await queryRows(db('reviews'), 'SELECT 1 FROM reviews WHERE business_id = $1', [businessId])).length > 0 ? true : undefined), 60_000);
    await waitFor('the analysis profile', async () => ((await owner.request('POST', '/api/dashboard/keywords', { keywords: ['coffee near me'] })).status === 201 ? true : undefined), 60_000);
    expect((await owner.request('POST', '/api/onboarding/competitors', { competitors: ['The Daily Grind'] })).status).toBe(201);
    const conversationId = `conv_${randomUUID()}`;
    expect((await owner.request('POST', '/api/chatbot/message', { message: 'How do I add a competitor?', conversationId })).status).toBe(200);
    expect((await owner.request('POST', '/api/contact/submit', { name: 'Maria Lopez', email, business: 'Corner Bean Coffee', type: 'support', subject: 'Invoice', message: 'Please send my invoice again.', source: 'help' })).status).toBe(201);
    expect((await new ApiUser(system.baseUrl).request('POST', '/api/newsletter/subscribe', { email, businessType: 'cafe' })).status).toBeLessThan(300);
    expect((await owner.request('POST', '/api/stripe/checkout', { planName: 'Single Shop' })).status).toBe(200);
    const [row] = await queryRows<{ stripe_customer_id: string }>(db('billing'), 'SELECT stripe_customer_id FROM subscriptions WHERE business_id = $1', [businessId]);
    const customer = row?.stripe_customer_id ?? '';
    const subscription = `sub_test_${randomUUID().slice(0, 8)}`;
    await webhook('checkout.session.completed', { id: `cs_test_${randomUUID().slice(0, 8)}`, object: 'checkout.session', mode: 'subscription', client_reference_id: businessId, customer, subscription, metadata: { businessId, planName: 'Single Shop' } });
    await webhook('invoice.paid', { id: `in_test_${randomUUID().slice(0, 8)}`, object: 'invoice', customer, amount_paid: 2000, amount_due: 2000, created: Math.floor(Date.now() / 1000), hosted_invoice_url: 'https://invoice.stripe.com/i/acct_test', metadata: {}, lines: { object: 'list', data: [{ description: '1 × Nearbly Single Shop' }] } });
    await waitFor('the invoice', async () => ((await queryRows(db('billing'), 'SELECT 1 FROM invoices WHERE business_id = $1', [businessId])).length > 0 ? true : undefined), 30_000);

    const needles = [user.id, businessId, email, customer, subscription];
    const before = await holdings(needles);
    for (const table of ['auth.users', 'reviews.reviews', 'billing.subscriptions', 'billing.invoices', 'chat.support_tickets', 'chat.chat_conversations', 'chat.newsletter_subscriptions', 'analysis.businesses', 'analysis.tracked_keywords', 'analysis.competitors']) {
      expect(before).toContain(table);
    }

    expect((await deleteAccount(owner)).status).toBe(200);

    const left = await waitFor('every service to erase the account', async () => {
      const found = (await holdings(needles)).filter((table) => !KEPT.includes(table));
      return found.length === 0 ? found : undefined;
    }, 90_000).catch(async () => (await holdings(needles)).filter((table) => !KEPT.includes(table)));
    expect(left).toEqual([]);

    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${subscription}`)).toHaveLength(1);
    expect(stripe.requestsTo('DELETE', `/v1/customers/${customer}`)).toHaveLength(1);
    const mailbox = await readJson(await new ApiUser(system.baseUrl).request('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`));
    expect(mailbox.messages.map((message: { subject: string }) => message.subject)).toContain('Your Nearbly account has been deleted');
  });
});
