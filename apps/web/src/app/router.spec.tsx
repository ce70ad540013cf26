import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { rootRoute, routes } from './router';
import { makeStore } from './store';
import { system } from './theme';

// SPEC §2: every route of the product.
const SPEC_ROUTES = [
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
  '/onboarding',
  '/dashboard',
  '/keywords',
  '/competitors',
  '/gmb',
  '/reviews',
  '/reports',
  '/insights',
  '/billing',
  '/settings',
  '/help',
];

function renderAt(path: string, routeTable: RouteObject[] = routes) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  render(
    <ReduxProvider store={makeStore()}>
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

  it.each(SPEC_ROUTES)('renders a page with one h1 and a title at %s', async (path) => {
    renderAt(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('Oops! Page not found');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/^.+ · Nearbly$/);
  });

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
    renderAt('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    const entries = Array.from(nav.querySelectorAll('a, button')).map((el) => el.textContent);
    expect(entries).toEqual([
      'Dashboard',
      'Keyword Tracking',
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

  it('signs out of the dashboard to the landing page', async () => {
    const router = renderAt('/settings');
    await screen.findByRole('heading', { level: 1 });
    screen.getAllByRole('button', { name: 'Sign Out' })[0]!.click();
    expect(
      (await screen.findByRole('heading', { level: 1, name: /shop on the corner/ })).textContent,
    ).toBe('Local SEO for the shop on the corner.');
    expect(router.state.location.pathname).toBe('/');
  });
});
