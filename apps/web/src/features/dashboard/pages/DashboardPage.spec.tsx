import { DEMO_OVERVIEW } from '@app/contracts';
import { screen } from '@testing-library/react';

import { jsonResponse } from '@/test-utils/render';
import { sampleBusiness, sampleUser } from '@/test-utils/fixtures';
import { renderSignedIn } from '@/test-utils/signed-in';

import { DashboardPage } from './DashboardPage';

const overview = (changes: Record<string, unknown>) => jsonResponse(200, { ...DEMO_OVERVIEW, isDemo: false, ...changes });

describe(DashboardPage.name, () => {
  afterEach(() => window.localStorage.clear());

  it("shows 'Failed to load dashboard data' when the overview fails", async () => {
    renderSignedIn(<DashboardPage />, { path: '/dashboard', handlers: { 'GET /api/dashboard/overview': jsonResponse(503, { error: 'Failed to load dashboard data' }) } });
    expect(await screen.findByText('Failed to load dashboard data')).toBeTruthy();
  });

  it('shows the four stat cards, marks good figures, and says which block is missing', async () => {
    renderSignedIn(<DashboardPage />, {
      path: '/dashboard',
      handlers: { 'GET /api/dashboard/overview': overview({ subscription: null, unavailable: ['billing'] }) },
    });
    expect(await screen.findByText('#3.2')).toBeTruthy();
    expect(screen.getByText('4.6')).toBeTruthy();
    expect(screen.getByText('1,247')).toBeTruthy();
    // Rating 4.6 ≥ 4.5 and 1247 views > 1000: both positive (docs/product.md §9).
    expect(screen.getAllByText('Great')).toHaveLength(2);
    expect(screen.getByText('Some data is unavailable right now: plan details. Please try again in a moment.')).toBeTruthy();
  });

  it('does not mark a rating under 4.5 or 1000 views as positive', async () => {
    renderSignedIn(<DashboardPage />, {
      path: '/dashboard',
      handlers: {
        'GET /api/dashboard/overview': overview({
          reviews: { total: 10, averageRating: 4.4, recentReviews: 1 },
          analytics: { googleMyBusinessViews: 1000, websiteClicks: 1, phoneCalls: 1, directionRequests: 1 },
        }),
      },
    });
    expect(await screen.findByText('4.4')).toBeTruthy();
    expect(screen.queryByText('Great')).toBeNull();
  });

  it('labels modelled visits as estimates, and says how late Google publishes the figures of a connected business', async () => {
    const figures = { googleMyBusinessViews: 1320, websiteClicks: 80, phoneCalls: 20, directionRequests: 150 };
    const { unmount } = renderSignedIn(<DashboardPage />, {
      path: '/dashboard',
      handlers: { 'GET /api/dashboard/overview': overview({ analytics: { ...figures, source: 'estimate', latestDay: null } }) },
    });
    expect(await screen.findByText('80 clicks · 20 calls · 150 directions · estimated')).toBeTruthy();
    expect(screen.getByTestId('figures-note').textContent).toBe('Visits, clicks, calls and directions are estimates until your Google Business Profile is connected.');
    unmount();
    renderSignedIn(<DashboardPage />, {
      path: '/dashboard',
      handlers: { 'GET /api/dashboard/overview': overview({ analytics: { ...figures, source: 'google-sandbox', latestDay: '2026-11-21' } }) },
    });
    expect(await screen.findByText('80 clicks · 20 calls · 150 directions · from Google sandbox')).toBeTruthy();
    expect(screen.getByTestId('figures-note').textContent).toBe(
      'Visits, clicks, calls and directions come from Google sandbox. Google publishes these figures about 3 days late; latest: Nov 21, 2026.',
    );
    expect(screen.queryByText(/estimate/)).toBeNull();
  });

  const weeklyPlan = jsonResponse(200, {
    weekOf: '2026-11-23',
    actions: [{ id: '5f0c8a3e-2222-4b5a-9c1d-000000000001', kind: 'reviews', title: 'Reply to 4 reviews', why: 'Four reviews are waiting.', link: '/reviews', done: false }],
    lastWeek: [],
  });

  it("shows the owner's weekly plan, even when the overview fails", async () => {
    renderSignedIn(<DashboardPage />, {
      path: '/dashboard',
      handlers: { 'GET /api/dashboard/overview': jsonResponse(503, { error: 'Failed to load dashboard data' }), 'GET /api/dashboard/weekly-plan': weeklyPlan },
    });
    expect(await screen.findByRole('heading', { name: 'Three things to do this week' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Reply to 4 reviews' })).toBeTruthy();
    expect(screen.getByText('Failed to load dashboard data')).toBeTruthy();
  });

  it('has no weekly plan beside the demo overview', async () => {
    renderSignedIn(<DashboardPage />, {
      path: '/dashboard',
      handlers: { 'GET /api/dashboard/overview': jsonResponse(200, DEMO_OVERVIEW), 'GET /api/dashboard/weekly-plan': weeklyPlan },
    });
    expect(await screen.findByText('Sample data')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Three things to do this week' })).toBeNull();
  });

  // 03:30 UTC on Nov 24 is the evening of Nov 23 on the business's clock.
  const activity = overview({ recentActivity: [{ id: 'a1', kind: 'review', text: 'New 5-star review from Di E.', occurredAt: '2026-11-24T03:30:00.000Z' }] });

  it("dates recent activity on the business's clock, not the browser's", async () => {
    renderSignedIn(<DashboardPage />, { path: '/dashboard', handlers: { 'GET /api/dashboard/overview': activity } });
    expect(await screen.findByText('New 5-star review from Di E.')).toBeTruthy();
    expect(screen.getByText('Nov 23, 9:30 PM')).toBeTruthy();
  });

  it('follows the timezone the owner chose', async () => {
    renderSignedIn(<DashboardPage />, {
      path: '/dashboard',
      handlers: {
        'GET /api/dashboard/overview': activity,
        'GET /api/auth/me': jsonResponse(200, { user: sampleUser, business: { ...sampleBusiness, timezone: 'America/Los_Angeles' } }),
      },
    });
    expect(await screen.findByText('Nov 23, 7:30 PM')).toBeTruthy();
  });
});
