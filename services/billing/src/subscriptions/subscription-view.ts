import type { TPlanName, TSubscription, TSubscriptionChangedEvent, TSubscriptionStatus } from '@app/contracts';
import type { Plan, Subscription } from '../generated/prisma/client';
import { dollars, limitsOf } from '../plans/catalogue';

export type TSubscriptionRow = Subscription & { plan: Plan };

const DAY_MS = 86_400_000;
const READ_ONLY_STATUSES: readonly string[] = ['expired', 'canceled'] satisfies TSubscriptionStatus[];

// The end of what the business has: the trial while trialing, else the paid period.
export const periodEndOf = (row: Subscription): Date | null =>
  row.status === 'trialing' ? (row.trialEndsAt ?? row.currentPeriodEnd) : row.currentPeriodEnd;

// The status a subscription falls to once its period is over, or undefined when nothing is due.
// docs/product.md §9: a trial ends without payment → read-only (expired); a cancellation takes effect at the
// end of the period (canceled). A period not billed by Stripe (local mode) is never renewed, so it
// ends at its period end too, as an unpaid Stripe subscription would.
export const dueStatus = (row: Subscription, now: Date): TSubscriptionStatus | undefined => {
  const end = periodEndOf(row);
  if (!end || end.getTime() > now.getTime()) return undefined;
  if (row.status === 'trialing') return row.cancelAtPeriodEnd ? 'canceled' : 'expired';
  const paidPeriod = row.status === 'active' || row.status === 'past_due';
  if (paidPeriod && (row.cancelAtPeriodEnd || row.stripeSubscriptionId === null)) return 'canceled';
  return undefined;
};

export const isReadOnly = (status: string): boolean => READ_ONLY_STATUSES.includes(status);

// docs/product.md §4: days left are counted up, so a trial started just now shows 14.
export const trialDaysLeft = (row: Subscription, now: Date): number => {
  if (row.status !== 'trialing' || !row.trialEndsAt) return 0;
  return Math.max(0, Math.ceil((row.trialEndsAt.getTime() - now.getTime()) / DAY_MS));
};

export const toSubscription = (row: TSubscriptionRow, now: Date): TSubscription => {
  const daysLeft = trialDaysLeft(row, now);
  return {
    planName: row.planName as TPlanName,
    status: row.status as TSubscriptionStatus,
    isTrialActive: row.status === 'trialing' && daysLeft > 0,
    trialDaysLeft: daysLeft,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    priceMonthly: dollars(row.plan.priceMonthlyCents),
    currentPeriodEnd: periodEndOf(row)?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    limits: limitsOf(row.plan),
    readOnly: isReadOnly(row.status),
    hasBillingAccount: row.stripeCustomerId !== null,
  };
};

// docs/product.md §9: rank checks weekly on the entry plan, daily above.
export const toChangedEvent = (row: TSubscriptionRow, now: Date): TSubscriptionChangedEvent => ({
  userId: row.userId,
  businessId: row.businessId,
  planName: row.planName as TPlanName,
  status: row.status as TSubscriptionStatus,
  limits: limitsOf(row.plan),
  readOnly: isReadOnly(row.status),
  rankCheckFrequency: row.planName === 'Single Shop' ? 'weekly' : 'daily',
  currentPeriodEnd: periodEndOf(row)?.toISOString() ?? null,
  changedAt: now.toISOString(),
});
