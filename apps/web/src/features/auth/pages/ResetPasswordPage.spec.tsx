import { fireEvent, screen } from '@testing-library/react';

import { callsTo, mockApi } from '@/test-utils/api-mock';
import { expectFieldError } from '@/test-utils/field-error';
import { jsonResponse, renderRoutes } from '@/test-utils/render';

import { ResetPasswordPage } from './ResetPasswordPage';

const routes = [{ path: '/reset-password', Component: ResetPasswordPage }];

function submit(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe(ResetPasswordPage.name, () => {
  it('refuses a confirmation that does not match, without calling the server', async () => {
    const fetchMock = mockApi({});
    renderRoutes(routes, '/reset-password?token=reset-token-123456');
    await screen.findByLabelText('New password');
    submit('Correct-horse-42!', 'Correct-horse-43!');
    await expectFieldError(screen.getByLabelText('Confirm new password'), 'Passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the new password with the token and offers to sign in', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/reset-password': jsonResponse(200, { success: true }),
    });
    renderRoutes(routes, '/reset-password?token=reset-token-123456');
    await screen.findByLabelText('New password');
    submit('Correct-horse-42!', 'Correct-horse-42!');

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(await callsTo(fetchMock, 'POST /api/auth/reset-password')[0]!.json()).toEqual({
      token: 'reset-token-123456',
      password: 'Correct-horse-42!',
    });
  });

  it("shows the server's reasons and a way to get a new link", async () => {
    mockApi({
      'POST /api/auth/reset-password': jsonResponse(400, {
        error: 'Validation error',
        details: [{ path: 'token', message: 'This reset link has expired or was already used.' }],
      }),
    });
    renderRoutes(routes, '/reset-password?token=reset-token-123456');
    await screen.findByLabelText('New password');
    submit('Correct-horse-42!', 'Correct-horse-42!');

    expect(
      await screen.findByText('This reset link has expired or was already used.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
