import type { TSubscription } from '@app/contracts';

import { BILLING_MESSAGES, bannerOf, portalFailureMessage, statusLabel } from './billing-messages';

const subscription = (status: TSubscription['status']): TSubscription => ({
  planName: 'Growing Local',
  status,
  isTrialActive: status === 'trialing',
  trialDaysLeft: 0,
  trialEndsAt: null,
  priceMonthly: 39,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  limits: { locations: 3, keywords: 100, competitors: 10 },
  readOnly: status === 'expired' || status === 'canceled',
  hasBillingAccount: false,
});

describe('billing messages', () => {
  it('shows Trial while trialing and Active once paid (docs/product.md §4)', () => {
    expect(statusLabel('trialing')).toBe('Trial');
    expect(statusLabel('active')).toBe('Active');
  });

  it('tells a not-configured portal apart from another failure (docs/product.md §8)', () => {
    expect(portalFailureMessage('The billing portal is not configured, contact support.')).toBe(BILLING_MESSAGES.portalNotConfigured);
    expect(portalFailureMessage('No customer portal for this account')).toBe(BILLING_MESSAGES.portalNotConfigured);
    expect(portalFailureMessage('HTTP 502')).toBe('Failed to open billing portal');
  });

  it('puts a read-only banner after the trial and a past-due banner after a failed payment', () => {
    expect(bannerOf(subscription('trialing'))).toBeUndefined();
    expect(bannerOf(subscription('active'))).toBeUndefined();
    expect(bannerOf(subscription('expired'))).toEqual({ tone: 'error', text: BILLING_MESSAGES.readOnly });
    expect(bannerOf(subscription('past_due'))?.tone).toBe('warning');
  });
});
