import type Stripe from 'stripe';
import { ZPlanName, type TSubscriptionStatus } from '@app/contracts';
import { addMonth } from '../subscriptions/period';

export type TSubscriptionFields = {
  planName?: string;
  status?: TSubscriptionStatus;
  currentPeriodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
};

export type TInvoiceFields = { stripeInvoiceId: string; description: string; amountCents: number; status: 'paid' | 'failed'; invoiceUrl: string | null; issuedAt: Date };

// What one Stripe event changes, and for whom: the business (metadata we set at checkout) or,
// failing that, the Stripe customer. `at` orders events: an older one never overwrites newer state;
// `key` orders events of the same second (Stripe's `created` has a one-second resolution).
export type TStripeChange = {
  businessId: string | undefined;
  customerId: string | undefined;
  at: Date;
  key: string;
  subscription?: TSubscriptionFields;
  invoice?: TInvoiceFields;
};

// Within one second, the event further along a subscription's life wins whatever the delivery
// order (a deletion beats an update of the same second, a paid invoice beats a failed one); two
// events of the same rank fall back to their ids, so every replica and every retry agree.
const RANK_OF: Record<string, number> = {
  'checkout.session.completed': 1,
  'customer.subscription.created': 2,
  'checkout.session.async_payment_failed': 3,
  'checkout.session.async_payment_succeeded': 4,
  'customer.subscription.updated': 5,
  'invoice.payment_failed': 6,
  'invoice.paid': 7,
  'customer.subscription.deleted': 8,
};
export const stateKeyOf = (event: Pick<Stripe.Event, 'id' | 'type'>): string => `${String(RANK_OF[event.type] ?? 0).padStart(2, '0')}:${event.id}`;

// True when the event (at, key) is not older than the state last applied from Stripe.
export const isNotOlder = (change: Pick<TStripeChange, 'at' | 'key'>, stateAt: Date | null, stateKey: string | null): boolean => {
  if (!stateAt) return true;
  if (change.at.getTime() !== stateAt.getTime()) return change.at.getTime() > stateAt.getTime();
  return stateKey === null || change.key >= stateKey;
};

const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : (value?.id ?? undefined));
const planOf = (metadata: Stripe.Metadata | null | undefined): string | undefined => {
  const parsed = ZPlanName.safeParse(metadata?.planName);
  return parsed.success ? parsed.data : undefined;
};
const fromUnix = (seconds: number): Date => new Date(seconds * 1000);

// Stripe's subscription states mapped onto ours; undefined leaves the status as it is.
const STATUS_OF: Partial<Record<Stripe.Subscription.Status, TSubscriptionStatus>> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'expired',
};

const subscriptionChange = (subscription: Stripe.Subscription, at: Date, key: string, deleted: boolean): TStripeChange => {
  const periodEnd = subscription.items.data[0]?.current_period_end;
  return {
    businessId: subscription.metadata.businessId,
    customerId: idOf(subscription.customer),
    at,
    key,
    subscription: {
      status: deleted ? 'canceled' : STATUS_OF[subscription.status],
      planName: planOf(subscription.metadata),
      currentPeriodEnd: periodEnd ? fromUnix(periodEnd) : undefined,
      cancelAtPeriodEnd: deleted ? false : subscription.cancel_at_period_end,
      stripeSubscriptionId: subscription.id,
    },
  };
};

const invoiceChange = (invoice: Stripe.Invoice, at: Date, key: string, paid: boolean): TStripeChange | undefined => {
  if (!invoice.id) return undefined;
  return {
    businessId: invoice.metadata?.businessId,
    customerId: idOf(invoice.customer),
    at,
    key,
    // docs/product.md §4 states: a failed payment is past due (banner); a paid invoice settles it.
    subscription: { status: paid ? 'active' : 'past_due' },
    invoice: {
      stripeInvoiceId: invoice.id,
      description: invoice.lines.data[0]?.description ?? invoice.description ?? 'Nearbly subscription',
      amountCents: paid ? invoice.amount_paid : invoice.amount_due,
      status: paid ? 'paid' : 'failed',
      invoiceUrl: invoice.hosted_invoice_url ?? null,
      issuedAt: fromUnix(invoice.created),
    },
  };
};

// The events the Billing page depends on; any other type changes nothing.
export const changeOf = (event: Stripe.Event): TStripeChange | undefined => {
  const at = fromUnix(event.created);
  const key = stateKeyOf(event);
  // An asynchronous payment method (bank debit) completes the session before the money arrives:
  // payment_status is 'unpaid' then, and the plan waits for async_payment_succeeded.
  if (event.type === 'checkout.session.completed') return checkoutChange(event.data.object, at, key, event.data.object.payment_status !== 'unpaid');
  if (event.type === 'checkout.session.async_payment_succeeded') return checkoutChange(event.data.object, at, key, true);
  if (event.type === 'checkout.session.async_payment_failed') return checkoutChange(event.data.object, at, key, false);
  if (event.type === 'customer.subscription.created' || event.type === 'customer.subscription.updated') return subscriptionChange(event.data.object, at, key, false);
  if (event.type === 'customer.subscription.deleted') return subscriptionChange(event.data.object, at, key, true);
  if (event.type === 'invoice.paid') return invoiceChange(event.data.object, at, key, true);
  if (event.type === 'invoice.payment_failed') return invoiceChange(event.data.object, at, key, false);
  return undefined;
};

// A paid session starts the plan; an unpaid or failed one changes nothing (the customer was
// linked when the session was created).
const checkoutChange = (session: Stripe.Checkout.Session, at: Date, key: string, paid: boolean): TStripeChange | undefined => {
  if (session.mode !== 'subscription' || !paid) return undefined;
  return {
    businessId: session.client_reference_id ?? session.metadata?.businessId,
    customerId: idOf(session.customer),
    at,
    key,
    subscription: {
      status: 'active',
      planName: planOf(session.metadata),
      cancelAtPeriodEnd: false,
      currentPeriodEnd: addMonth(at),
      stripeCustomerId: idOf(session.customer),
      stripeSubscriptionId: idOf(session.subscription),
    },
  };
};
