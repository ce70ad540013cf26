import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import type { TPlan, TSubscription } from '@app/contracts';

import { browser } from '@/app/browser';
import { callsTo } from '@/test-utils/api-mock';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { BillingPage } from './BillingPage';

const plan = (name: TPlan['name'], priceMonthly: number, locations: number, keywords: number, features: string[]): TPlan => ({
  name,
  priceMonthly,
  priceYearly: priceMonthly * 10,
  limits: { locations, keywords, competitors: 10 },
  features,
  mostPopular: name === 'Growing Local',
});
const plans = [plan('Single Shop', 20, 1, 25, ['GMB Integration']), plan('Growing Local', 39, 3, 100, ['GMB Integration', 'Competitor Analysis']), plan('Local Chain', 79, 10, 500, ['Priority Support'])];
const trial: TSubscription = {
  planName: 'Growing Local',
  status: 'trialing',
  isTrialActive: true,
  trialDaysLeft: 14,
  trialEndsAt: '2026-12-05T08:00:00.000Z',
  priceMonthly: 39,
  currentPeriodEnd: '2026-12-05T08:00:00.000Z',
  cancelAtPeriodEnd: false,
  limits: { locations: 3, keywords: 100, competitors: 10 },
  readOnly: false,
  hasBillingAccount: false,
};

const billingHandlers = (extra = {}) => ({
  'GET /api/billing/subscription': () => jsonResponse(200, trial),
  'GET /api/billing/usage': () => jsonResponse(200, { locations: { used: 1, limit: 3 }, keywords: { used: 15, limit: 100 }, competitors: { used: 2, limit: 10 } }),
  'GET /api/billing/history': () => jsonResponse(200, { billingHistory: [] }),
  'GET /api/billing/plans': () => jsonResponse(200, { plans, extraLocationMonthly: 10, trialDays: 14, currency: 'usd' }),
  'GET /api/stripe/config': () => jsonResponse(200, { configured: true, publishableKey: null, plans }),
  ...extra,
});

describe('Billing page', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => {
    alert.mockRestore();
    window.localStorage.clear();
  });

  it('shows the trial, its days left, the usage and the three plans', async () => {
    renderSignedIn(<BillingPage />, { path: '/billing', handlers: billingHandlers() });
    expect(await screen.findByText(/^14 days left in your free trial/)).toBeTruthy();
    expect(screen.getByTestId('subscription-status').textContent).toBe('Trial');
    expect(await screen.findByText('15 of 100 keywords')).toBeTruthy();
    expect(screen.getByText('1 of 3 locations')).toBeTruthy();
    const growing = await screen.findByRole('article', { name: 'Growing Local' });
    expect(within(growing).getByRole('button', { name: 'Current plan' })).toHaveProperty('disabled', true);
    expect(within(screen.getByRole('article', { name: 'Local Chain' })).getByRole('button', { name: 'Upgrade to Local Chain' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Single Shop' })).getByRole('button', { name: 'Downgrade to Single Shop' })).toBeTruthy();
  });

  it("alerts 'Failed to start checkout process: ...' with the server's reason", async () => {
    const { fetchMock } = renderSignedIn(<BillingPage />, {
      path: '/billing',
      handlers: billingHandlers({ 'POST /api/stripe/checkout': () => jsonResponse(503, { error: 'Billing is not configured. Please contact support.' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Local Chain' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to start checkout process: Billing is not configured. Please contact support.'));
    expect(await callsTo(fetchMock, 'POST /api/stripe/checkout')[0]?.json()).toEqual({ planName: 'Local Chain' });
  });

  it('alerts that the billing portal is not configured, or that it failed to open', async () => {
    renderSignedIn(<BillingPage />, {
      path: '/billing',
      handlers: billingHandlers({ 'POST /api/stripe/portal': () => jsonResponse(503, { error: 'The billing portal is not configured, contact support.' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open billing portal' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('The billing portal is not configured, contact support.'));
  });

  it('offers only Checkout for an ended trial when Stripe is set up: no free reactivation', async () => {
    const ended: TSubscription = { ...trial, status: 'expired', isTrialActive: false, trialDaysLeft: 0, readOnly: true };
    const { fetchMock } = renderSignedIn(<BillingPage />, {
      path: '/billing',
      handlers: billingHandlers({
        'GET /api/billing/subscription': () => jsonResponse(200, ended),
        'POST /api/stripe/checkout': () => jsonResponse(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
      }),
    });
    const single = await screen.findByRole('article', { name: 'Single Shop' });
    const subscribe = await within(single).findByRole('button', { name: 'Subscribe to Single Shop' });
    expect(within(single).queryByRole('button', { name: 'Choose Single Shop' })).toBeNull();
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    fireEvent.click(subscribe);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    assign.mockRestore();
    expect(await callsTo(fetchMock, 'POST /api/stripe/checkout')[0]?.json()).toEqual({ planName: 'Single Shop' });
    expect(callsTo(fetchMock, 'POST /api/billing/update-plan')).toHaveLength(0);
    expect(screen.queryByTestId('billing-local-mode')).toBeNull();
  });

  it('offers no way to change plan until it knows whether Stripe is set up', async () => {
    const ended: TSubscription = { ...trial, status: 'expired', isTrialActive: false, trialDaysLeft: 0, readOnly: true };
    renderSignedIn(<BillingPage />, {
      path: '/billing',
      handlers: billingHandlers({
        'GET /api/billing/subscription': () => jsonResponse(200, ended),
        'GET /api/stripe/config': () => jsonResponse(400, { error: 'Billing settings could not be read.' }),
      }),
    });
    expect(await screen.findByText('Billing settings could not be read.')).toBeTruthy();
    const single = await screen.findByRole('article', { name: 'Single Shop' });
    // Not a free switch for an ended trial (the local-mode way), nor any other guess.
    expect(within(single).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByTestId('billing-local-mode')).toBeNull();
  });

  it('labels local mode (no Stripe) and changes plans there from the database', async () => {
    const ended: TSubscription = { ...trial, status: 'expired', isTrialActive: false, trialDaysLeft: 0, readOnly: true };
    const { fetchMock } = renderSignedIn(<BillingPage />, {
      path: '/billing',
      handlers: billingHandlers({
        'GET /api/billing/subscription': () => jsonResponse(200, ended),
        'GET /api/stripe/config': () => jsonResponse(200, { configured: false, publishableKey: null, plans }),
        'POST /api/billing/update-plan': () => jsonResponse(200, { ...trial, status: 'active', planName: 'Single Shop', readOnly: false }),
      }),
    });
    expect((await screen.findByTestId('billing-local-mode')).textContent).toContain('Local mode');
    const single = await screen.findByRole('article', { name: 'Single Shop' });
    expect(within(single).queryByRole('button', { name: 'Subscribe to Single Shop' })).toBeNull();
    fireEvent.click(within(single).getByRole('button', { name: 'Choose Single Shop' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/billing/update-plan')).toHaveLength(1));
  });
});
