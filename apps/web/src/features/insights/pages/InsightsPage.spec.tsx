import { IDLE_RUN, type TInsight, type TInsightsView } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';

import { callsTo } from '@/test-utils/api-mock';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { InsightsPage } from './InsightsPage';

const insight = (title: string, overrides: Partial<TInsight> = {}): TInsight => ({
  id: crypto.randomUUID(),
  title,
  description: '6 reviews have waited more than 3 days for a reply.',
  type: 'optimization',
  priority: 'high',
  impactScore: 72,
  actionRecommended: 'Reply to the oldest reviews first.',
  action: { label: 'Reply to reviews', href: '/reviews?status=pending' },
  isRead: false,
  createdAt: '2026-11-20T06:00:00.000Z',
  ...overrides,
});
const view = (insights: TInsight[]): TInsightsView => ({
  insights,
  unreadCount: insights.filter((item) => !item.isRead).length,
  generatedAt: new Date().toISOString(),
  refresh: IDLE_RUN,
});

function Where() {
  const location = useLocation();
  return <h1>{`Now at ${location.pathname}${location.search}`}</h1>;
}
const pages = [{ path: '/reviews', element: <Where /> }];
const cardOf = (title: string, wait?: { timeout: number }) => screen.findByRole('article', { name: title }, wait);

describe(InsightsPage.name, () => {
  afterEach(() => window.localStorage.clear());

  it('shows each insight with its priority, type, impact and recommendation, unread ones marked New', async () => {
    renderSignedIn(<InsightsPage />, {
      path: '/insights',
      handlers: {
        'GET /api/dashboard/insights': jsonResponse(
          200,
          view([
            insight('6 reviews are waiting'),
            insight('Bean There gained 0.3 stars', {
              type: 'competitor',
              priority: 'medium',
              isRead: true,
              impactScore: 40,
            }),
          ]),
        ),
      },
    });
    const reviews = within(await cardOf('6 reviews are waiting'));
    expect(reviews.getByText('High priority')).toBeTruthy();
    expect(reviews.getByText('Optimization')).toBeTruthy();
    expect(reviews.getByText('Impact 72/100')).toBeTruthy();
    expect(reviews.getByText('New')).toBeTruthy();
    expect(reviews.getByText('Reply to the oldest reviews first.')).toBeTruthy();
    const rival = within(await cardOf('Bean There gained 0.3 stars'));
    expect(rival.getByText('Medium priority')).toBeTruthy();
    expect(rival.getByText('Competitor')).toBeTruthy();
    expect(rival.queryByText('New')).toBeNull();
    expect(screen.getByTestId('insight-count').textContent).toBe('1 unread of 2 insights');
  });

  it('follows the action and marks the insight read', async () => {
    const item = insight('6 reviews are waiting');
    const { fetchMock } = renderSignedIn(<InsightsPage />, {
      path: '/insights',
      pages,
      handlers: {
        'GET /api/dashboard/insights': jsonResponse(200, view([item])),
        [`PATCH /api/dashboard/insights/${item.id}/read`]: jsonResponse(200, { ok: true }),
      },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Reply to reviews' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /reviews?status=pending' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetchMock, `PATCH /api/dashboard/insights/${item.id}/read`)).toHaveLength(1),
    );
  });

  it('still follows the action when marking it read fails', async () => {
    const item = insight('6 reviews are waiting');
    renderSignedIn(<InsightsPage />, {
      path: '/insights',
      pages,
      handlers: {
        'GET /api/dashboard/insights': jsonResponse(200, view([item])),
        [`PATCH /api/dashboard/insights/${item.id}/read`]: jsonResponse(503, {
          error: 'The analysis service did not answer.',
        }),
      },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Reply to reviews' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /reviews?status=pending' }),
    ).toBeTruthy();
  });

  it('marks an insight read in place, and puts it back if the server refuses', async () => {
    const kept = insight('6 reviews are waiting');
    const refused = insight('Pumpkin spice season', { type: 'seasonal' });
    renderSignedIn(<InsightsPage />, {
      path: '/insights',
      handlers: {
        'GET /api/dashboard/insights': jsonResponse(200, view([kept, refused])),
        [`PATCH /api/dashboard/insights/${kept.id}/read`]: jsonResponse(200, { ok: true }),
        [`PATCH /api/dashboard/insights/${refused.id}/read`]: jsonResponse(500, {
          error: 'Server error. Please try again later.',
        }),
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark as read: 6 reviews are waiting' }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('article', { name: '6 reviews are waiting' }).getAttribute('data-read'),
      ).toBe('true'),
    );
    expect(screen.getByTestId('insight-count').textContent).toBe('1 unread of 2 insights');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: Pumpkin spice season' }));
    await waitFor(() =>
      expect(
        screen.getByRole('article', { name: 'Pumpkin spice season' }).getAttribute('data-read'),
      ).toBe('false'),
    );
    expect(screen.queryByText('Action failed')).toBeNull();
  });

  it("refreshes: 'Insights refreshed' with the new list, 'Could not load insights' when it fails", async () => {
    let fail = false;
    renderSignedIn(<InsightsPage />, {
      path: '/insights',
      handlers: {
        'GET /api/dashboard/insights': jsonResponse(200, view([])),
        'POST /api/dashboard/insights/refresh': () =>
          fail
            ? jsonResponse(503, { error: 'The analysis service did not answer.' })
            : jsonResponse(200, view([insight('Pumpkin spice season', { type: 'seasonal' })])),
      },
    });
    expect(await screen.findByText('No insights yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Insights refreshed')).toBeTruthy();
    expect(await cardOf('Pumpkin spice season')).toBeTruthy();
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Could not load insights')).toBeTruthy();
    expect(screen.getByText('The analysis service did not answer.')).toBeTruthy();
  });

  it('picks up a refresh still running after a reload, and follows it to its outcome', async () => {
    const answers: TInsightsView[] = [
      { ...view([]), refresh: { state: 'running', startedAt: '2026-11-20T06:00:00.000Z', finishedAt: null, progress: null, error: null } },
      {
        ...view([insight('Pumpkin spice season', { type: 'seasonal' })]),
        refresh: { state: 'done', startedAt: '2026-11-20T06:00:00.000Z', finishedAt: '2026-11-20T06:00:05.000Z', progress: null, error: null },
      },
    ];
    let next = 0;
    renderSignedIn(<InsightsPage />, {
      path: '/insights',
      handlers: { 'GET /api/dashboard/insights': () => jsonResponse(200, answers[Math.min(next++, answers.length - 1)]) },
    });
    expect((await screen.findByTestId('insights-refresh-status')).textContent).toBe('Refreshing your insights…');
    expect(screen.getByRole('button', { name: /Refresh/ }).hasAttribute('disabled')).toBe(true);
    // Asked again while it runs: the new insights and the outcome arrive without a click.
    expect(await cardOf('Pumpkin spice season', { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('insights-refresh-status').textContent).toMatch(/^Last refreshed Nov 20, .+\.$/);
    expect(screen.getByRole('button', { name: 'Refresh' }).hasAttribute('disabled')).toBe(false);
  }, 15_000);

  it('says when the last refresh failed, with its reason', async () => {
    renderSignedIn(<InsightsPage />, {
      path: '/insights',
      handlers: {
        'GET /api/dashboard/insights': jsonResponse(200, {
          ...view([]),
          refresh: { state: 'failed', startedAt: '2026-11-20T06:00:00.000Z', finishedAt: '2026-11-20T06:00:05.000Z', progress: null, error: 'Your insights could not be refreshed. Please try again.' },
        }),
      },
    });
    expect((await screen.findByTestId('insights-refresh-status')).textContent).toBe(
      'The last refresh failed: Your insights could not be refreshed. Please try again.',
    );
  });

  it('filters by priority and type', async () => {
    renderSignedIn(<InsightsPage />, {
      path: '/insights',
      handlers: {
        'GET /api/dashboard/insights': jsonResponse(
          200,
          view([
            insight('a high one'),
            insight('a low seasonal one', { priority: 'low', type: 'seasonal' }),
          ]),
        ),
      },
    });
    await cardOf('a high one');
    fireEvent.change(screen.getByRole('combobox', { name: 'Priority' }), {
      target: { value: 'low' },
    });
    expect(screen.queryByRole('article', { name: 'a high one' })).toBeNull();
    expect(screen.getByRole('article', { name: 'a low seasonal one' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), {
      target: { value: 'trend' },
    });
    expect(screen.getByText('No insights match these filters.')).toBeTruthy();
  });

  it("says 'Could not load insights' when the list fails", async () => {
    renderSignedIn(<InsightsPage />, {
      path: '/insights',
      handlers: {
        'GET /api/dashboard/insights': jsonResponse(500, {
          error: 'Server error. Please try again later.',
        }),
      },
    });
    await waitFor(() => expect(screen.getAllByText('Could not load insights').length).toBe(2));
  });
});
