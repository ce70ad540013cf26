import { screen } from '@testing-library/react';
import { StrictMode } from 'react';

import { AUTH_TOKEN_KEY } from '@/app/auth-token';
import { callsTo, mockApi } from '@/test-utils/api-mock';
import { sampleUser } from '@/test-utils/fixtures';
import { jsonResponse, renderRoutes } from '@/test-utils/render';

import { GoogleCompletePage } from './GoogleCompletePage';

const routes = [
  {
    path: '/auth/google/complete',
    element: (
      <StrictMode>
        <GoogleCompletePage />
      </StrictMode>
    ),
  },
  { path: '/onboarding', element: <h1>Onboarding</h1> },
  { path: '/reviews', element: <h1>Reviews</h1> },
];

describe(GoogleCompletePage.name, () => {
  afterEach(() => window.localStorage.clear());

  it('opens the session once and goes on to onboarding for a new account', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/refresh': jsonResponse(200, { token: 'token-g', user: sampleUser }),
    });
    const { store } = renderRoutes(routes, '/auth/google/complete?returnTo=%2Freviews&newUser=1');

    await screen.findByRole('heading', { name: 'Onboarding' });
    expect(callsTo(fetchMock, 'POST /api/auth/refresh')).toHaveLength(1);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-g');
    expect(store.getState().auth.user).toEqual(sampleUser);
  });

  it('goes back to returnTo for an existing account', async () => {
    mockApi({ 'POST /api/auth/refresh': jsonResponse(200, { token: 't', user: sampleUser }) });
    renderRoutes(routes, '/auth/google/complete?returnTo=%2Freviews&newUser=0');
    await screen.findByRole('heading', { name: 'Reviews' });
  });

  it('says the Google sign-in failed, with a way back to sign in', async () => {
    const fetchMock = mockApi({});
    renderRoutes(routes, '/auth/google/complete?error=Google%20sign-in%20was%20cancelled.');

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to sign in with Google');
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
