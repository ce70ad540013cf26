import { screen } from '@testing-library/react';

import { mockApi } from '@/test-utils/api-mock';
import { jsonResponse, renderWithProviders } from '@/test-utils/render';

import { SystemStatus } from './SystemStatus';

const snapshot = (analysis: string) => ({
  status: analysis === 'ok' ? 'ok' : 'degraded',
  checkedAt: '2026-11-21T10:00:00.000Z',
  services: {
    auth: { status: 'ok' },
    reviews: { status: 'ok' },
    billing: { status: 'ok' },
    chat: { status: 'ok' },
    analysis: { status: analysis },
  },
});

describe(SystemStatus.name, () => {
  it('shows every row Operational from a 200 health answer', async () => {
    mockApi({ 'GET /api/health': jsonResponse(200, snapshot('ok')) });
    renderWithProviders(<SystemStatus />);
    for (const name of ['Keyword Tracking', 'AI Features', 'GMB Integration', 'Reports']) {
      expect(await screen.findByRole('listitem', { name: `${name}: Operational` })).toBeTruthy();
    }
  });

  it('reads the body of a 503 and marks only the affected rows', async () => {
    mockApi({ 'GET /api/health': jsonResponse(503, snapshot('down')) });
    renderWithProviders(<SystemStatus />);
    expect(await screen.findByRole('listitem', { name: 'Keyword Tracking: Down' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'AI Features: Operational' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Reports: Down' })).toBeTruthy();
  });

  it('says so when the status cannot be loaded', async () => {
    mockApi({
      'GET /api/health': jsonResponse(500, { error: 'Server error. Please try again later.' }),
    });
    renderWithProviders(<SystemStatus />);
    expect((await screen.findByRole('status')).textContent).toMatch(/could not check the status/);
  });
});
