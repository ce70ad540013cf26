import type { TOnboardingState } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { browser } from '@/app/browser';
import { googleConnection, notConnected, secondShop, coffeeShop } from '@/features/gmb/google.fixtures';
import { callsTo } from '@/test-utils/api-mock';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { OnboardingPage } from './OnboardingPage';

const fresh: TOnboardingState = { gmbConnected: false, keywords: [], competitors: [], completed: false };
const suggestions = jsonResponse(200, { keywords: ['coffee shop austin'], competitors: ['Bean There Cafe'] });

// The onboarding API as the BFF keeps it: PATCH /api/onboarding { gmbConnected } marks step 1.
function onboardingApi(connection = notConnected(), sent: Record<string, unknown[]> = {}) {
  let state = fresh;
  let google = connection;
  const record = (route: string, body: unknown) => (sent[route] ??= []).push(body);
  return {
    'GET /api/onboarding': () => jsonResponse(200, state),
    'PATCH /api/onboarding': async (request: Request) => {
      const body = (await request.json()) as Partial<TOnboardingState>;
      record('PATCH /api/onboarding', body);
      state = { ...state, ...body };
      return jsonResponse(200, state);
    },
    'GET /api/onboarding/suggestions': suggestions,
    'GET /api/google/connection': () => jsonResponse(200, google),
    'GET /api/google/locations': jsonResponse(200, { locations: [coffeeShop, secondShop] }),
    'POST /api/google/location': async (request: Request) => {
      const { name } = (await request.json()) as { name: string };
      record('POST /api/google/location', { name });
      google = googleConnection({ location: name === secondShop.name ? secondShop : coffeeShop });
      state = { ...state, gmbConnected: true };
      return jsonResponse(200, google);
    },
  };
}

function open(url: string, connection = notConnected()) {
  const sent: Record<string, unknown[]> = {};
  const rendered = renderSignedIn(<OnboardingPage />, { path: '/onboarding', url, handlers: onboardingApi(connection, sent) });
  return { ...rendered, sent };
}

describe(OnboardingPage.name, () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it("sends the browser to Google's consent, asking to come back to onboarding", async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const consent = 'http://127.0.0.1:4010/o/oauth2/v2/auth?client_id=nearbly&state=abc';
    const { fetchMock } = renderSignedIn(<OnboardingPage />, {
      path: '/onboarding',
      handlers: { ...onboardingApi(), 'POST /api/google/connect': jsonResponse(200, { authorizationUrl: consent }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Google My Business' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(consent));
    expect(await callsTo(fetchMock, 'POST /api/google/connect')[0]!.json()).toEqual({ returnTo: '/onboarding' });
    // The page is being left: the button stays busy.
    expect(screen.getByRole('button', { name: 'Connecting...' }).hasAttribute('disabled')).toBe(true);
  });

  it('says so when Google cannot be reached, and offers the button again', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderSignedIn(<OnboardingPage />, {
      path: '/onboarding',
      handlers: { ...onboardingApi(), 'POST /api/google/connect': jsonResponse(503, { error: 'Google is not configured' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Google My Business' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach Google. Please try again.');
    expect(screen.getByRole('button', { name: 'Connect Google My Business' }).hasAttribute('disabled')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('labels the consent as the Google sandbox in local mode', async () => {
    open('/onboarding', notConnected());
    await screen.findByRole('button', { name: 'Connect Google My Business' });
    expect(screen.getByTestId('google-source').textContent).toBe('Google sandbox');
  });

  it('asks which location when the account manages several, then moves on to the keywords', async () => {
    const { fetchMock, router, sent } = open('/onboarding?google=choose-location', googleConnection({ status: 'choosing_location', location: null }));
    const group = await screen.findByRole('radiogroup', { name: 'Your Google account manages several locations. Which one is this shop?' });
    expect(group.textContent).toContain('Corner Bean Coffee — East');
    expect(group.textContent).toContain('2100 E Cesar Chavez St, Austin, TX 78702');
    expect(router.state.location.search).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Use this location' }));
    expect(await screen.findByText('Please choose a location')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/google/location')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: /Corner Bean Coffee — East/ }));
    // Choosing clears the message.
    await waitFor(() => expect(screen.queryByText('Please choose a location')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Use this location' }));
    await screen.findByRole('heading', { name: 'Step 2: Add Your Keywords' });
    expect(sent['POST /api/google/location']).toEqual([{ name: secondShop.name }]);
  });

  it('moves on to the keywords when Google connected the only location', async () => {
    open('/onboarding?google=connected', googleConnection());
    await screen.findByRole('heading', { name: 'Step 2: Add Your Keywords' });
    expect(screen.getByRole('status').textContent).toBe('Connected to Corner Bean Coffee on Google.');
  });

  it('says access was not given when the owner declined, and offers to connect again', async () => {
    open('/onboarding?google=denied');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Google did not give Nearbly access/);
    expect(screen.getByRole('heading', { name: 'Step 1: Connect Google My Business' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Google My Business' })).toBeTruthy();
  });

  it('lets the owner skip connecting and carry on with the keywords', async () => {
    const { fetchMock, sent } = open('/onboarding');
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await screen.findByRole('heading', { name: 'Step 2: Add Your Keywords' });
    expect(sent['PATCH /api/onboarding']).toEqual([{ gmbConnected: true }]);
    expect(callsTo(fetchMock, 'POST /api/google/connect')).toHaveLength(0);
  });
});
