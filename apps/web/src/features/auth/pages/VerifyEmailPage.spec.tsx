import { fireEvent, screen } from '@testing-library/react';

import { callsTo, mockApi } from '@/test-utils/api-mock';
import { jsonResponse, renderRoutes } from '@/test-utils/render';

import { VerifyEmailPage } from './VerifyEmailPage';

const routes = [{ path: '/verify-email', Component: VerifyEmailPage }];

describe(VerifyEmailPage.name, () => {
  it('uses the link only when the button is pressed, then says the email is verified', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/verify-email': jsonResponse(200, {
        success: true,
        email: 'maria@cornercoffee.com',
      }),
    });
    renderRoutes(routes, '/verify-email?token=tok_ABC-123');
    const button = await screen.findByRole('button', { name: 'Verify my email' });
    expect(callsTo(fetchMock, 'POST /api/auth/verify-email')).toHaveLength(0);
    fireEvent.click(button);

    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('maria@cornercoffee.com');
    expect(await callsTo(fetchMock, 'POST /api/auth/verify-email')[0]!.json()).toEqual({
      token: 'tok_ABC-123',
    });
  });

  it('says why a used or expired link does not work', async () => {
    mockApi({
      'POST /api/auth/verify-email': jsonResponse(400, {
        error: 'Validation error',
        details: [
          {
            path: 'token',
            message: 'This verification link is invalid or has expired. Please request a new one.',
          },
        ],
      }),
    });
    renderRoutes(routes, '/verify-email?token=tok_used');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my email' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This verification link is invalid or has expired. Please request a new one.',
    );
  });

  it('says a link without its token is incomplete', async () => {
    mockApi({});
    renderRoutes(routes, '/verify-email');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is incomplete. Please request a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Verify my email' })).toBeNull();
  });
});
