import { act, fireEvent, screen } from '@testing-library/react';

import { callsTo, mockApi } from '@/test-utils/api-mock';
import { expectFieldError } from '@/test-utils/field-error';
import { jsonResponse, renderRoutes } from '@/test-utils/render';

import { ForgotPasswordPage } from './ForgotPasswordPage';

const routes = [
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/login', element: <h1>Login page</h1> },
];

describe(ForgotPasswordPage.name, () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the button disabled until an email is typed', async () => {
    mockApi({});
    renderRoutes(routes, '/forgot-password');
    const button = await screen.findByRole('button', { name: 'Send Reset Link' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '   ' } });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maria@corner.com' } });
    expect(button).toHaveProperty('disabled', false);
  });

  it("refuses an address the request's schema does not accept, with its message", async () => {
    const fetchMock = mockApi({});
    renderRoutes(routes, '/forgot-password');
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'maria@corner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    await expectFieldError(email, 'Please enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says why the server refused, in the form's alert", async () => {
    mockApi({
      'POST /api/auth/forgot-password': jsonResponse(429, { error: 'Too many requests' }),
    });
    renderRoutes(routes, '/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'maria@corner.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'Too many requests',
    );
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  });

  it('confirms only once the call answered and 1.5 s have passed, and can start over', async () => {
    jest.useFakeTimers();
    const fetchMock = mockApi({
      'POST /api/auth/forgot-password': jsonResponse(200, { success: true }),
    });
    renderRoutes(routes, '/forgot-password');
    await act(() => jest.advanceTimersByTimeAsync(0));

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maria@corner.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    await act(() => jest.advanceTimersByTimeAsync(1_400));
    expect(callsTo(fetchMock, 'POST /api/auth/forgot-password')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);

    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/login',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });
});
