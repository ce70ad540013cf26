import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';

import { AUTH_TOKEN_KEY } from '@/app/auth-token';
import { fakeJwt, mockApi } from '@/test-utils/api-mock';
import { sampleBusiness, sampleUser } from '@/test-utils/fixtures';
import { jsonResponse, renderRoutes } from '@/test-utils/render';

import { useAuthSession } from '../useAuthSession';
import { RequireAuth } from './RequireAuth';

function Root() {
  useAuthSession();
  return <Outlet />;
}

const routes: RouteObject[] = [
  {
    Component: Root,
    children: [
      {
        Component: RequireAuth,
        children: [{ path: '/settings', element: <h1>Settings page</h1> }],
      },
      { path: '/login', element: <h1>Login page</h1> },
    ],
  },
];

const me = jsonResponse(200, { user: sampleUser, business: sampleBusiness });

describe(RequireAuth.name, () => {
  afterEach(() => window.localStorage.clear());

  it('sends a signed-out visitor to the login page, to come back afterwards', async () => {
    const fetchMock = mockApi({});
    const { router } = renderRoutes(routes, '/settings?tab=security');

    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fsettings%3Ftab%3Dsecurity');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a skeleton while the user loads, then the page', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, fakeJwt(300));
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'GET /api/auth/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoutes(routes, '/settings');

    expect(await screen.findByLabelText('Loading your account')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Settings page' })).toBeNull();

    answer(me.clone());
    await screen.findByRole('heading', { name: 'Settings page' });
  });

  it('removes a token the server refuses and sends the visitor to log in', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, fakeJwt(300));
    mockApi({
      'GET /api/auth/me': jsonResponse(401, { error: 'Unauthorized' }),
      'POST /api/auth/refresh': jsonResponse(401, { error: 'Unauthorized' }),
    });
    const { router } = renderRoutes(routes, '/settings');

    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.search).toBe('?returnTo=%2Fsettings');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('keeps the token when the server is down, and lets the user try again', async () => {
    const token = fakeJwt(300);
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    const fetchMock = mockApi({ 'GET /api/auth/me': jsonResponse(500, { error: 'Boom' }) });
    renderRoutes(routes, '/settings');

    await screen.findByText('We could not load your account');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe(token);

    fetchMock.mockResolvedValue(me.clone());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Settings page' })).toBeTruthy(),
    );
  });
});
