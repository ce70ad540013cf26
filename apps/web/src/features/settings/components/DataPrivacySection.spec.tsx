import { fireEvent, screen, waitFor } from '@testing-library/react';

import { AUTH_TOKEN_KEY } from '@/app/auth-token';
import { callsTo } from '@/test-utils/api-mock';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { DELETE_ACCOUNT_TEXT } from '../delete-account';
import { DataPrivacySection } from './DataPrivacySection';

const exportBody = {
  profile: { firstName: 'Maria', lastName: 'Lopez', email: 'maria@cornercoffee.com', phone: null },
  business: {},
  notificationPreferences: {},
  exportDate: '2025-03-04T10:00:00.000Z',
  exportVersion: '1.0',
};

describe(DataPrivacySection.name, () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('downloads the export as nearbly-export-YYYY-MM-DD.json and says so', async () => {
    jest.useFakeTimers({ now: new Date(2025, 2, 4, 9, 30), advanceTimers: true });
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderSignedIn(<DataPrivacySection />, {
      handlers: { 'GET /api/auth/export': jsonResponse(200, exportBody) },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Export My Data' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Your data has been exported successfully!',
    );
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'nearbly-export-2025-03-04.json',
    );
  });

  // docs/product.md §4 Long actions: the export is one quick request, so its state is the button's
  // while it runs and the message after; nothing runs on the server once the answer is in.
  it('shows the export running until the answer comes, and no second one can start meanwhile', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let answer: (response: Response) => void = () => undefined;
    const { fetchMock } = renderSignedIn(<DataPrivacySection />, {
      handlers: { 'GET /api/auth/export': () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export My Data' }));
    const running = await screen.findByRole('button', { name: 'Exporting...' });
    expect(running.hasAttribute('disabled')).toBe(true);
    fireEvent.click(running);
    expect(screen.queryByRole('status')).toBeNull();
    answer(jsonResponse(200, exportBody));
    expect((await screen.findByRole('status')).textContent).toBe('Your data has been exported successfully!');
    expect(screen.getByRole('button', { name: 'Export My Data' }).hasAttribute('disabled')).toBe(false);
    expect(callsTo(fetchMock, 'GET /api/auth/export')).toHaveLength(1);
  });

  it('says the export failed', async () => {
    renderSignedIn(<DataPrivacySection />, {
      handlers: { 'GET /api/auth/export': jsonResponse(500, { error: 'Boom' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export My Data' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to export data. Please try again.',
    );
  });

  it('lists what deletion removes', async () => {
    renderSignedIn(<DataPrivacySection />);
    const warning = await screen.findByRole('note');
    expect(warning.textContent).toContain('Business data');
    expect(warning.textContent).toContain('Keyword tracking history');
    expect(warning.textContent).toContain('Analytics reports');
    expect(warning.textContent).toContain('Competitor analysis data');
    expect(warning.textContent).toContain('Billing information');
    expect(warning.textContent).toContain('This action cannot be undone.');
  });

  it('cancels the deletion when the text typed is not DELETE', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest.spyOn(window, 'prompt').mockReturnValue('delete');
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { fetchMock } = renderSignedIn(<DataPrivacySection />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));

    expect(alert).toHaveBeenCalledWith('Account deletion cancelled - text did not match.');
    expect(callsTo(fetchMock, 'DELETE /api/auth/account')).toHaveLength(0);
  });

  it('says when the current password is wrong, and stays signed in', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest.spyOn(window, 'prompt').mockReturnValue('DELETE');
    const { store } = renderSignedIn(<DataPrivacySection />, {
      handlers: {
        'DELETE /api/auth/account': jsonResponse(400, {
          error: 'Validation error',
          details: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
        }),
      },
    });
    fireEvent.change(await screen.findByLabelText('Current password'), {
      target: { value: 'wrong' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('deletes the account after the three steps, then signs out to the home page', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest.spyOn(window, 'prompt').mockReturnValue('DELETE');
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { fetchMock, router, store } = renderSignedIn(<DataPrivacySection />, {
      handlers: {
        'DELETE /api/auth/account': jsonResponse(200, {
          success: true,
          deletedAt: '2025-03-04T10:00:00.000Z',
        }),
      },
    });

    fireEvent.change(await screen.findByLabelText('Current password'), {
      target: { value: 'my-password' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));

    await screen.findByRole('heading', { name: 'Home page' });
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await callsTo(fetchMock, 'DELETE /api/auth/account')[0]!.json()).toEqual({
      confirmation: 'DELETE',
      currentPassword: 'my-password',
    });
    expect(alert).toHaveBeenCalledWith(DELETE_ACCOUNT_TEXT.initiated);
    expect(DELETE_ACCOUNT_TEXT.initiated).toMatch(/within 24 hours.*confirmation email/);
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    // The server ended the session with the account: no logout call is needed.
    expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(0);
  });
});
