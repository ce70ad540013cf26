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
// failing that, the Stripe customer. `at` orders events: an older one never overwrites newer state.
export type TStripeChange = {
  businessId: string | undefined;
  customerId: string | undefined;
  at: Date;
  subscription?: TSubscriptionFields;
  invoice?: TInvoiceFields;
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

const subscriptionChange = (subscription: Stripe.Subscription, at: Date, deleted: boolean): TStripeChange => {
  const periodEnd = subscription.items.data[0]?.current_period_end;
  return {
    businessId: subscription.metadata.businessId,
    customerId: idOf(subscription.customer),
    at,
    subscription: {
      status: deleted ? 'canceled' : STATUS_OF[subscription.status],
      planName: planOf(subscription.metadata),
      currentPeriodEnd: periodEnd ? fromUnix(periodEnd) : undefined,
      cancelAtPeriodEnd: deleted ? false : subscription.cancel_at_period_end,
      stripeSubscriptionId: subscription.id,
    },
  };
};

const invoiceChange = (invoice: Stripe.Invoice, at: Date, paid: boolean): TStripeChange | undefined => {
  if (!invoice.id) return undefined;
  return {
    businessId: invoice.metadata?.businessId,
    customerId: idOf(invoice.customer),
    at,
    // SPEC §4 states: a failed payment is past due (banner); a paid invoice settles it.
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
  if (event.type === 'checkout.session.completed') return checkoutChange(event.data.object, at);
  if (event.type === 'customer.subscription.created' || event.type === 'customer.subscription.updated') return subscriptionChange(event.data.object, at, false);
  if (event.type === 'customer.subscription.deleted') return subscriptionChange(event.data.object, at, true);
  if (event.type === 'invoice.paid') return invoiceChange(event.data.object, at, true);
  if (event.type === 'invoice.payment_failed') return invoiceChange(event.data.object, at, false);
  return undefined;
};

const checkoutChange = (session: Stripe.Checkout.Session, at: Date): TStripeChange | undefined => {
  if (session.mode !== 'subscription') return undefined;
  return {
    businessId: session.client_reference_id ?? session.metadata?.businessId,
    customerId: idOf(session.customer),
    at,
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
