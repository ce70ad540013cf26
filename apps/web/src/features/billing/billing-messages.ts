import type { TSubscription } from '@app/contracts';

import { formatInstant } from '@/components/format-date';

// docs/product.md §8 texts of the Billing page and the banner.
export const BILLING_MESSAGES = {
  checkoutFailed: (message: string) => `Failed to start checkout process: ${message}`,
  checkoutNoUrl: 'Checkout session created but no redirect URL received',
  portalNotConfigured: 'The billing portal is not configured, contact support.',
  portalFailed: 'Failed to open billing portal',
  readOnly: 'Your free trial has ended. Your account is read-only until you choose a plan.',
  ended: 'Your subscription has ended. Your account is read-only until you choose a plan.',
  pastDue: 'Your last payment failed. Please update your payment method to keep your account active.',
  localMode: 'Online payment (Stripe) is not set up, so plans change here without payment and each period ends after a month. For development and demos only.',
} as const;

// docs/product.md §8: a portal failure that mentions billing or the customer portal means it is not set up.
export const portalFailureMessage = (message: string): string =>
  /billing|customer portal/i.test(message) ? BILLING_MESSAGES.portalNotConfigured : BILLING_MESSAGES.portalFailed;

// docs/product.md §4: shown as Trial when trialing, otherwise Active (with the states the spec leaves open).
export const statusLabel = (status: TSubscription['status']): string => {
  switch (status) {
    case 'trialing':
      return 'Trial';
    case 'active':
      return 'Active';
    case 'past_due':
      return 'Past due';
    case 'canceled':
      return 'Canceled';
    case 'expired':
      return 'Trial ended';
  }
};

// A billing date (period end, invoice) as the owner's calendar has it: "November 23, 2026".
export const formatDate = (iso: string | null, timeZone: string): string => (iso ? formatInstant(iso, timeZone, 'long') : '');

// The banner over every dashboard page, or undefined when the account is in good standing.
export const bannerOf = (subscription: TSubscription | undefined): { tone: 'error' | 'warning'; text: string } | undefined => {
  if (!subscription) return undefined;
  if (subscription.status === 'expired') return { tone: 'error', text: BILLING_MESSAGES.readOnly };
  if (subscription.status === 'canceled') return { tone: 'error', text: BILLING_MESSAGES.ended };
  if (subscription.status === 'past_due') return { tone: 'warning', text: BILLING_MESSAGES.pastDue };
  return undefined;
};
