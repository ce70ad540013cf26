import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { browser } from '@/app/browser';
import { coffeeShop, googleConnection, notConnected, secondShop } from '@/features/gmb/google.fixtures';
import { callsTo } from '@/test-utils/api-mock';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { GoogleBusinessSection } from './GoogleBusinessSection';

const section = async () =>
  within(await screen.findByRole('region', { name: 'Google Business Profile' }));

describe(GoogleBusinessSection.name, () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it('shows the Google account, the location and when each import last ran', async () => {
    renderSignedIn(<GoogleBusinessSection />, {
      handlers: { 'GET /api/google/connection': jsonResponse(200, googleConnection({ source: 'google' })) },
    });
    const google = await section();
    expect((await google.findByTestId('google-status')).textContent).toBe('Connected');
    expect(google.getByTestId('google-source').textContent).toBe('From Google');
    expect(google.getByText('Google account: maria.lopez@example.com')).toBeTruthy();
    expect(google.getByText(/^Location: Corner Bean Coffee/).textContent).toBe(
      'Location: Corner Bean Coffee · 118 Congress Ave, Austin, TX 78701',
    );
    // The business's clock (America/Chicago): 15:02 UTC is 9:02 AM.
    expect(google.getByTestId('google-sync-reviews').textContent).toContain('Last synced Nov 24, 2026, 9:02 AM');
    expect(google.getByTestId('google-sync-performance').textContent).toContain('Not synced yet');
  });

  it('shows an import running and one that failed with its reason', async () => {
    const connection = googleConnection();
    renderSignedIn(<GoogleBusinessSection />, {
      handlers: {
        'GET /api/google/connection': jsonResponse(200, {
          ...connection,
          sync: {
            ...connection.sync,
            reviews: { state: 'running', lastSyncedAt: null, imported: 40, error: null },
            performance: { state: 'failed', lastSyncedAt: null, imported: null, error: 'Google is busy; trying again later' },
          },
        }),
      },
    });
    const google = await section();
    expect((await google.findByTestId('google-sync-reviews')).textContent).toContain('Syncing…');
    expect(google.getByTestId('google-sync-performance').textContent).toContain('Failed: Google is busy; trying again later');
    expect(google.getByTestId('google-source').textContent).toBe('Google sandbox');
  });

  it("follows the reviews import's progress from the server to what it imported", async () => {
    const connection = googleConnection();
    const reviews = [
      { state: 'running', lastSyncedAt: null, imported: 0, error: null, progress: { pages: 0, imported: 0, total: null } },
      { state: 'running', lastSyncedAt: null, imported: 0, error: null, progress: { pages: 1, imported: 50, total: 120 } },
      { state: 'running', lastSyncedAt: null, imported: 0, error: 'Google did not answer in time.', progress: { pages: 2, imported: 100, total: 120 } },
      { state: 'idle', lastSyncedAt: '2026-11-24T15:02:00.000Z', imported: 118, error: null, progress: { pages: 3, imported: 118, total: 120 } },
    ];
    let next = 0;
    const { fetchMock } = renderSignedIn(<GoogleBusinessSection />, {
      handlers: {
        'GET /api/google/connection': () =>
          jsonResponse(200, { ...connection, sync: { ...connection.sync, reviews: reviews[Math.min(next++, reviews.length - 1)] } }),
      },
    });
    const google = await section();
    const state = () => google.getByTestId('google-sync-reviews');
    await waitFor(() => expect(state().textContent).toContain('Syncing…'));
    await waitFor(() => expect(state().textContent).toContain('Importing reviews: 50 of 120 reviews…'), { timeout: 10_000 });
    await waitFor(() => expect(state().textContent).toContain('Importing reviews: 100 of 120 reviews… Trying again after: Google did not answer in time.'), { timeout: 10_000 });
    await waitFor(() => expect(state().getAttribute('data-state')).toBe('idle'), { timeout: 10_000 });
    expect(state().textContent).toContain('Last synced Nov 24, 2026, 9:02 AM · 118 reviews imported');
    expect(callsTo(fetchMock, "GET /api/google/connection").length).toBeGreaterThanOrEqual(4);
  }, 25_000);

  it('connects from Settings, coming back to Settings', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { fetchMock } = renderSignedIn(<GoogleBusinessSection />, {
      handlers: {
        'GET /api/google/connection': jsonResponse(200, notConnected()),
        'POST /api/google/connect': jsonResponse(200, { authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' }),
      },
    });
    const google = await section();
    expect((await google.findByTestId('google-status')).textContent).toBe('Not connected');
    expect(google.queryByRole('button', { name: 'Disconnect' })).toBeNull();
    fireEvent.click(google.getByRole('button', { name: 'Connect Google My Business' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1'));
    expect(await callsTo(fetchMock, 'POST /api/google/connect')[0]!.json()).toEqual({ returnTo: '/settings' });
  });

  it('says when access was withdrawn on Google, and offers to reconnect', async () => {
    renderSignedIn(<GoogleBusinessSection />, {
      handlers: {
        'GET /api/google/connection': jsonResponse(200, googleConnection({ status: 'revoked', message: 'Google answered that access was withdrawn on Nov 24.' })),
      },
    });
    const google = await section();
    expect((await google.findByTestId('google-status')).textContent).toBe('Access withdrawn');
    expect(google.getByText('Nearbly no longer has access to your Google Business Profile.')).toBeTruthy();
    expect(google.getByText('Google answered that access was withdrawn on Nov 24.')).toBeTruthy();
    expect(google.getByRole('button', { name: 'Reconnect' })).toBeTruthy();
  });

  it('changes the location to another one of the account', async () => {
    let connection = googleConnection();
    const picked: unknown[] = [];
    renderSignedIn(<GoogleBusinessSection />, {
      handlers: {
        'GET /api/google/connection': () => jsonResponse(200, connection),
        'GET /api/google/locations': jsonResponse(200, { locations: [coffeeShop, secondShop] }),
        'POST /api/google/location': async (request) => {
          picked.push(await request.json());
          connection = googleConnection({ location: secondShop });
          return jsonResponse(200, connection);
        },
      },
    });
    const google = await section();
    fireEvent.click(await google.findByRole('button', { name: 'Change location' }));
    // The current location is preselected.
    expect((await google.findByRole<HTMLInputElement>('radio', { name: /Corner Bean Coffee 118/ })).checked).toBe(true);
    const east = google.getByRole('radio', { name: /Corner Bean Coffee — East/ });
    fireEvent.click(east);
    // The group takes the choice (its item says so) before the form is sent.
    await waitFor(() => expect(east.closest('label')?.getAttribute('data-state')).toBe('checked'));
    fireEvent.click(google.getByRole('button', { name: 'Use this location' }));
    await google.findByText(/^Location: Corner Bean Coffee — East/);
    expect(picked).toEqual([{ name: secondShop.name }]);
    expect(google.queryByRole('radiogroup')).toBeNull();
  });

  it('asks before disconnecting, saying imported data stays, and disconnects once confirmed', async () => {
    let connection = googleConnection();
    const { fetchMock } = renderSignedIn(<GoogleBusinessSection />, {
      handlers: {
        'GET /api/google/connection': () => jsonResponse(200, connection),
        'DELETE /api/google/connection': () => {
          connection = notConnected();
          return jsonResponse(200, connection);
        },
      },
    });
    const google = await section();
    fireEvent.click(await google.findByRole('button', { name: 'Disconnect' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Google Business Profile?' });
    expect(within(dialog).getByText('Nearbly stops syncing; what was imported stays until you delete it.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/google/connection')).toHaveLength(0);

    fireEvent.click(google.getByRole('button', { name: 'Disconnect' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Google Business Profile?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect((await google.findByRole('status')).textContent).toBe('Google Business Profile disconnected.');
    await waitFor(() => expect(google.getByTestId('google-status').textContent).toBe('Not connected'));
    expect(callsTo(fetchMock, 'DELETE /api/google/connection')).toHaveLength(1);
    expect(google.getByRole('button', { name: 'Connect Google My Business' })).toBeTruthy();
  });
});
