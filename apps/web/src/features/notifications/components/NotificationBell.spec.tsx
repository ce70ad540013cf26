import type { TAlertsView } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { callsTo } from '@/test-utils/api-mock';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { NotificationBell } from './NotificationBell';

const view: TAlertsView = {
  unread: 1,
  items: [
    { id: '0b1f5c2e-1111-4b5a-9c1d-000000000001', kind: 'ranking', title: '"oat latte" dropped out of the top 3', body: 'It moved from #2 to #5 on 2026-11-20.', link: '/keywords', createdAt: '2026-11-20T15:00:00.000Z', read: false },
    { id: '0b1f5c2e-1111-4b5a-9c1d-000000000002', kind: 'review', title: 'New 2-star review from Sam R.', body: '"Cold coffee"', link: '/reviews', createdAt: '2026-11-19T15:00:00.000Z', read: true },
  ],
};

// jsdom has no ResizeObserver; the popover's positioning (floating-ui) observes sizes with it.
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

describe(NotificationBell.name, () => {
  beforeAll(() => {
    Object.defineProperty(globalThis, 'ResizeObserver', { value: NoResizeObserver, configurable: true, writable: true });
  });
  afterEach(() => window.localStorage.clear());

  it('shows the unread count, lists alerts with the unread one marked, and opening one marks it read and goes to its page', async () => {
    const { fetchMock } = renderSignedIn(<NotificationBell />, {
      path: '/dashboard',
      handlers: {
        'GET /api/notifications': jsonResponse(200, view),
        'POST /api/notifications/0b1f5c2e-1111-4b5a-9c1d-000000000001/read': jsonResponse(200, { ...view.items[0], read: true }),
      },
      pages: [{ path: '/keywords', element: <h1>Keywords page</h1> }],
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('notifications-unread').textContent).toBe('1');
    fireEvent.click(bell);
    const unread = await screen.findByRole('button', { name: /"oat latte" dropped out of the top 3/ });
    expect(unread.getAttribute('data-unread')).toBe('true');
    expect(screen.getByRole('button', { name: /New 2-star review from Sam R\./ }).getAttribute('data-unread')).toBeNull();
    fireEvent.click(unread);
    expect(await screen.findByRole('heading', { name: 'Keywords page' })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/notifications/0b1f5c2e-1111-4b5a-9c1d-000000000001/read')).toHaveLength(1));
  });

  it('says so when there is nothing yet, with no count on the bell', async () => {
    renderSignedIn(<NotificationBell />, { path: '/dashboard', handlers: { 'GET /api/notifications': jsonResponse(200, { unread: 0, items: [] }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("No alerts yet. We'll let you know when a ranking moves, a review needs you or a competitor changes.")).toBeTruthy();
    expect(screen.queryByTestId('notifications-unread')).toBeNull();
  });
});
