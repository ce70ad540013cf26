import { DEMO_OVERVIEW } from '@app/contracts';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { callsTo, fakeJwt, mockApi, type FetchMock } from '@/test-utils/api-mock';
import { sampleBusiness, sampleUser } from '@/test-utils/fixtures';
import { jsonResponse } from '@/test-utils/render';

import { AUTH_TOKEN_KEY } from './auth-token';
import { rootRoute, routes } from './router';
import { makeStore, type AppStore } from './store';
import { system } from './theme';

// docs/product.md §2: every public route of the product, and the account pages added with sign-in.
const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/blog',
  '/guide',
  '/contact',
  '/privacy',
  '/terms',
  '/email-test',
  '/reset-password?token=abc',
  '/verify-email?token=abc',
  '/dev/mailbox',
];

// docs/product.md §2: the dashboard routes; each one needs a signed-in user.
const SIGNED_IN_ROUTES = [
  '/onboarding',
  '/dashboard',
  '/keywords',
  '/competitors',
  '/gmb',
  '/reviews',
  '/reports',
  '/reports/print',
  '/insights',
  '/billing',
  '/settings',
  '/help',
];

function signIn(): FetchMock {
  window.localStorage.setItem(AUTH_TOKEN_KEY, fakeJwt(300));
  return mockApi({
    'GET /api/auth/me': jsonResponse(200, { user: sampleUser, business: sampleBusiness }),
    'POST /api/auth/logout': jsonResponse(200, { success: true }),
    'GET /api/dashboard/overview': jsonResponse(200, {
      ...DEMO_OVERVIEW,
      isDemo: false,
      subscription: {
        planName: 'Growing Local',
        status: 'trialing',
        isTrialActive: true,
        trialDaysLeft: 14,
      },
    }),
  });
}

let store: AppStore;

function renderAt(path: string, routeTable: RouteObject[] = routes) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  store = makeStore();
  render(
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </ReduxProvider>,
  );
  return router;
}

describe('router', () => {
  beforeAll(() => {
    // jsdom does not scroll; ScrollRestoration calls this.
    window.scrollTo = jest.fn();
  });

  afterEach(() => window.localStorage.clear());

  it.each(PUBLIC_ROUTES)(
    'renders a page with one h1 and a title at %s',
    async (path) => {
      mockApi({});
      renderAt(path);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
      expect(heading.textContent).not.toBe('Oops! Page not found');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toMatch(/^.+ · Nearbly$/);
      // The first render of a page compiles its whole module graph: slow on a busy 2-core machine.
    },
    20_000,
  );

  it.each(SIGNED_IN_ROUTES)('renders %s, with one h1 and a title, when signed in', async (path) => {
    signIn();
    const router = renderAt(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('Welcome back');
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toMatch(/^.+ · Nearbly$/));
  });

  it.each(SIGNED_IN_ROUTES)(
    'sends a signed-out visitor from %s to the login page',
    async (path) => {
      const router = renderAt(path);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome back');
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent(path)}`);
    },
  );

  it('shows the not-found page for an unknown path, with a way home', async () => {
    renderAt('/nope');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Oops! Page not found',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the generic error page when a page fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    renderAt('/broken', [{ ...rootRoute, children: [{ path: 'broken', Component: Broken }] }]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Unexpected Application Error!',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('lists the dashboard sections in the order of the spec', async () => {
    signIn();
    renderAt('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    const entries = Array.from(nav.querySelectorAll('a, button')).map((el) => el.textContent);
    expect(entries).toEqual([
      'Dashboard',
      'Keyword Tracking',
      'Visibility',
      'Competitor Analysis',
      'GMB Integration',
      'AI Review Responses',
      'Reports & Analytics',
      'AI Insights',
      'Billing',
      'Settings',
      'Sign Out',
    ]);
  });

  it('shows the business of the signed-in user in the sidebar', async () => {
    signIn();
    renderAt('/dashboard');
    const nav = await screen.findAllByRole('navigation', { name: 'Dashboard' });
    const sidebar = nav[0]!.parentElement!;
    await waitFor(() => expect(sidebar.textContent).toContain('Corner Coffee Co.'));
    expect(sidebar.textContent).toContain('Austin, TX');
    // The plan comes from billing (through the overview), not a hard-coded sample.
    await waitFor(() => expect(sidebar.textContent).toContain('Growing Local plan · Trial'));
  });

  it('signs out of the dashboard: ends the session and lands on the home page', async () => {
    const fetchMock = signIn();
    const router = renderAt('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign Out' })[0]!);
    expect(
      (
        await screen.findByRole(
          'heading',
          { level: 1, name: /shop on the corner/ },
          { timeout: 15_000 },
        )
      ).textContent,
    ).toBe('Local SEO for the shop on the corner.');
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ user: null, status: 'signedOut' });
    // Nothing of the signed-in user stays cached; the landing page's public plan catalogue may.
    const cached = Object.keys(store.getState().api.queries);
    expect(cached.filter((key) => !key.startsWith('getPlanCatalogue('))).toEqual([]);
    // Lands on the landing page, whose first render compiles many modules (slow on a busy machine).
  }, 20_000);
});
