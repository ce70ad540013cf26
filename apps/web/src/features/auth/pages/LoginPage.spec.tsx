import { fireEvent, screen, waitFor } from '@testing-library/react';

import { AUTH_TOKEN_KEY } from '@/app/auth-token';
import { browser } from '@/app/browser';
import { callsTo, mockApi } from '@/test-utils/api-mock';
import { expectFieldError } from '@/test-utils/field-error';
import { sampleUser } from '@/test-utils/fixtures';
import { jsonResponse, renderRoutes } from '@/test-utils/render';

import { LoginPage } from './LoginPage';

const routes = [
  { path: '/login', Component: LoginPage },
  { path: '/dashboard', element: <h1>Dashboard home</h1> },
  { path: '/reviews', element: <h1>Reviews page</h1> },
];

function fillAndSubmit(email = 'maria@cornercoffee.com', password = 'Correct-horse-42!') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe(LoginPage.name, () => {
  afterEach(() => window.localStorage.clear());

  it('signs in, stores the token and goes back to the returnTo path', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router, store } = renderRoutes(routes, '/login?returnTo=%2Freviews%3Fpage%3D2');

    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    fireEvent.click(screen.getByLabelText('Remember me'));
    // Ark's checkbox reports the change a moment later.
    await waitFor(() =>
      expect(screen.getByText('Remember me').closest('label')?.dataset.state).toBe('checked'),
    );
    fillAndSubmit();

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(await callsTo(fetchMock, 'POST /api/auth/login')[0]!.json()).toEqual({
      email: 'maria@cornercoffee.com',
      password: 'Correct-horse-42!',
      rememberMe: true,
    });

    answer(jsonResponse(200, { token: 'token-1', user: sampleUser }));

    await screen.findByRole('heading', { name: 'Reviews page' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/reviews?page=2');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-1');
    expect(store.getState().auth.user).toEqual(sampleUser);
  });

  it('ignores a returnTo that leaves the site and goes to the dashboard', async () => {
    mockApi({ 'POST /api/auth/login': jsonResponse(200, { token: 't', user: sampleUser }) });
    const { router } = renderRoutes(routes, '/login?returnTo=%2F%2Fevil.example');

    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    fillAndSubmit();

    await screen.findByRole('heading', { name: 'Dashboard home' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("refuses an address the login schema does not accept, with the schema's message", async () => {
    const fetchMock = mockApi({});
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    fillAndSubmit('maria@cornercoffee');

    await expectFieldError(screen.getByLabelText('Email'), 'Please enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
    // Typing again clears it.
    fireEvent.change(screen.getByLabelText('Email'), {
      target: { value: 'maria@cornercoffee.co' },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull(),
    );
  });

  it('explains wrong credentials and stays on the page', async () => {
    mockApi({ 'POST /api/auth/login': jsonResponse(401, { error: 'Invalid email or password' }) });
    const { router } = renderRoutes(routes, '/login');

    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    fillAndSubmit();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid email or password. Please check your credentials or sign up for a new account.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false);
  });

  it('asks for the two-factor code and sends it with the credentials', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': async (request) => {
        const body = (await request.clone().json()) as { twoFactorCode?: string };
        return body.twoFactorCode === '123456'
          ? jsonResponse(200, { token: 't', user: sampleUser })
          : jsonResponse(200, { twoFactorRequired: true });
      },
    });
    renderRoutes(routes, '/login');

    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    fillAndSubmit();

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await screen.findByRole('heading', { name: 'Dashboard home' });
    const second = callsTo(fetchMock, 'POST /api/auth/login')[1]!;
    expect(await second.json()).toEqual({
      email: 'maria@cornercoffee.com',
      password: 'Correct-horse-42!',
      rememberMe: false,
      twoFactorCode: '123456',
    });
  });

  it('sends the browser to Google, or says it could not', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const fetchMock = mockApi({
      'GET /api/auth/google': jsonResponse(200, { authURL: 'https://accounts.google.com/o?x=1' }),
    });
    renderRoutes(routes, '/login?returnTo=%2Freviews');

    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o?x=1'));
    const url = new URL(callsTo(fetchMock, 'GET /api/auth/google')[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'login',
      returnTo: '/reviews',
      rememberMe: 'false',
    });

    mockApi({
      'GET /api/auth/google': jsonResponse(503, { error: 'Google sign-in is not configured' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to get Google auth URL');
  });

  it('finishes a Google sign-in with the two-factor code of the account', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/google/verify': jsonResponse(200, {
        token: 'token-g',
        user: sampleUser,
        returnTo: '/reviews',
      }),
    });
    const { router } = renderRoutes(
      routes,
      '/login?google2fa=pending-id-123456789&returnTo=%2Freviews',
    );
    await screen.findByRole('heading', { level: 1, name: 'One more step' });
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await screen.findByRole('heading', { name: 'Reviews page' });
    expect(await callsTo(fetchMock, 'POST /api/auth/google/verify')[0]!.json()).toEqual({
      pendingId: 'pending-id-123456789',
      code: '123456',
    });
    expect(router.state.location.pathname).toBe('/reviews');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-g');
  });

  it('shows the server message when the Google two-factor code is wrong', async () => {
    mockApi({
      'POST /api/auth/google/verify': jsonResponse(401, { error: 'Invalid two-factor code' }),
    });
    renderRoutes(routes, '/login?google2fa=pending-id-123456789');
    await screen.findByRole('heading', { level: 1, name: 'One more step' });
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Invalid two-factor code')).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
