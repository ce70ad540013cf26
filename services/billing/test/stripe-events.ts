import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

// Stripe webhook events as Stripe sends them (only the fields billing reads, plus the envelope),
// signed with the SDK's own test-header helper.
const sdk = new Stripe('sk_test_signing_only');
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export const stripeEvent = (type: string, object: Record<string, unknown>, created = now()) => ({
  id: id('evt'),
  object: 'event',
  api_version: '2025-01-01',
  created,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

export const signed = (event: unknown, secret: string) => {
  const payload = JSON.stringify(event);
  return { payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret }) };
};

type TCheckoutInput = { businessId: string; customer: string; subscription: string; planName: string; paymentStatus?: 'paid' | 'unpaid'; session?: string };

const checkoutSession = (input: TCheckoutInput) => ({
  id: input.session ?? id('cs'),
  object: 'checkout.session',
  mode: 'subscription',
  payment_status: input.paymentStatus ?? 'paid',
  client_reference_id: input.businessId,
  customer: input.customer,
  subscription: input.subscription,
  metadata: { businessId: input.businessId, planName: input.planName },
});

export const checkoutCompleted = (input: TCheckoutInput, created?: number) => stripeEvent('checkout.session.completed', checkoutSession(input), created);

// A session paid by an asynchronous method (bank debit) settles later, in one of these events.
export const asyncPayment = (input: TCheckoutInput, succeeded: boolean, created?: number) =>
  stripeEvent(succeeded ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed', checkoutSession({ ...input, paymentStatus: succeeded ? 'paid' : 'unpaid' }), created);

export const subscriptionUpdated = (input: { businessId: string; customer: string; subscription: string; planName: string; status: string; cancelAtPeriodEnd?: boolean; periodEnd: number }, created: number, type = 'customer.subscription.updated') =>
  stripeEvent(
    type,
    {
      id: input.subscription,
      object: 'subscription',
      customer: input.customer,
      status: input.status,
      cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
      metadata: { businessId: input.businessId, planName: input.planName },
      items: { object: 'list', data: [{ id: id('si'), current_period_end: input.periodEnd }] },
    },
    created,
  );

export const invoiceEvent = (input: { customer: string; amount: number; paid: boolean; description: string }, created?: number) =>
  stripeEvent(
    input.paid ? 'invoice.paid' : 'invoice.payment_failed',
    {
      id: id('in'),
      object: 'invoice',
      customer: input.customer,
      amount_paid: input.paid ? input.amount : 0,
      amount_due: input.amount,
      created: created ?? now(),
      hosted_invoice_url: `https://invoice.stripe.com/i/${id('acct')}`,
      metadata: {},
      lines: { object: 'list', data: [{ description: input.description }] },
    },
    created,
  );
