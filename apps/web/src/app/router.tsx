import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';

import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { ErrorPage } from '@/features/errors/pages/ErrorPage';

import { RootLayout } from './layouts/RootLayout';

// Every page and layout is its own chunk, fetched when its route first matches, so the landing
// page ships only what it shows.
const lazyComponent =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() });

// docs/product.md §2: every route of the product, under one root that catches errors.
export const rootRoute: NonIndexRouteObject = {
  Component: RootLayout,
  // Eager on purpose: it must render even when a page's chunk fails to load.
  errorElement: <ErrorPage />,
  HydrateFallback: () => null,
  children: [
    {
      lazy: lazyComponent(() => import('./layouts/PublicLayout').then((m) => m.PublicLayout)),
      children: [
        {
          index: true,
          lazy: lazyComponent(() =>
            import('@/features/landing/pages/LandingPage').then((m) => m.LandingPage),
          ),
        },
        {
          path: 'login',
          lazy: lazyComponent(() =>
            import('@/features/auth/pages/LoginPage').then((m) => m.LoginPage),
          ),
        },
        {
          path: 'signup',
          lazy: lazyComponent(() =>
            import('@/features/auth/pages/SignupPage').then((m) => m.SignupPage),
          ),
        },
        {
          path: 'forgot-password',
          lazy: lazyComponent(() =>
            import('@/features/auth/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
          ),
        },
        {
          path: 'reset-password',
          lazy: lazyComponent(() =>
            import('@/features/auth/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
          ),
        },
        {
          path: 'verify-email',
          lazy: lazyComponent(() =>
            import('@/features/auth/pages/VerifyEmailPage').then((m) => m.VerifyEmailPage),
          ),
        },
        {
          // The BFF sends the browser here after Google sign-in.
          path: 'auth/google/complete',
          lazy: lazyComponent(() =>
            import('@/features/auth/pages/GoogleCompletePage').then((m) => m.GoogleCompletePage),
          ),
        },
        {
          // A development helper, linked from nowhere.
          path: 'dev/mailbox',
          lazy: lazyComponent(() =>
            import('@/features/dev-mailbox/pages/DevMailboxPage').then((m) => m.DevMailboxPage),
          ),
        },
        {
          path: 'blog',
          lazy: lazyComponent(() =>
            import('@/features/blog/pages/BlogPage').then((m) => m.BlogPage),
          ),
        },
        {
          path: 'guide',
          lazy: lazyComponent(() =>
            import('@/features/guide/pages/GuidePage').then((m) => m.GuidePage),
          ),
        },
        {
          path: 'contact',
          lazy: lazyComponent(() =>
            import('@/features/contact/pages/ContactPage').then((m) => m.ContactPage),
          ),
        },
        {
          path: 'privacy',
          lazy: lazyComponent(() =>
            import('@/features/legal/pages/PrivacyPage').then((m) => m.PrivacyPage),
          ),
        },
        {
          path: 'terms',
          lazy: lazyComponent(() =>
            import('@/features/legal/pages/TermsPage').then((m) => m.TermsPage),
          ),
        },
        {
          path: 'email-test',
          lazy: lazyComponent(() =>
            import('@/features/email-test/pages/EmailTestPage').then((m) => m.EmailTestPage),
          ),
        },
        {
          path: '*',
          lazy: lazyComponent(() =>
            import('@/features/errors/pages/NotFoundPage').then((m) => m.NotFoundPage),
          ),
        },
      ],
    },
    {
      // docs/product.md §2 lists these without a guard; every one of them needs a signed-in user.
      Component: RequireAuth,
      children: [
        {
          lazy: lazyComponent(() => import('./layouts/FocusLayout').then((m) => m.FocusLayout)),
          children: [
            {
              path: 'onboarding',
              lazy: lazyComponent(() =>
                import('@/features/onboarding/pages/OnboardingPage').then((m) => m.OnboardingPage),
              ),
            },
            {
              // The printable report (the owner saves it as a PDF from the print dialog).
              path: 'reports/print',
              lazy: lazyComponent(() =>
                import('@/features/reports/pages/ReportPrintPage').then((m) => m.ReportPrintPage),
              ),
            },
          ],
        },
        {
          lazy: lazyComponent(() =>
            import('./layouts/DashboardLayout').then((m) => m.DashboardLayout),
          ),
          children: [
            {
              path: 'dashboard',
              lazy: lazyComponent(() =>
                import('@/features/dashboard/pages/DashboardPage').then((m) => m.DashboardPage),
              ),
            },
            {
              path: 'keywords',
              lazy: lazyComponent(() =>
                import('@/features/keywords/pages/KeywordsPage').then((m) => m.KeywordsPage),
              ),
            },
            {
              path: 'visibility',
              lazy: lazyComponent(() =>
                import('@/features/visibility/pages/VisibilityPage').then((m) => m.VisibilityPage),
              ),
            },
            {
              path: 'competitors',
              lazy: lazyComponent(() =>
                import('@/features/competitors/pages/CompetitorsPage').then(
                  (m) => m.CompetitorsPage,
                ),
              ),
            },
            {
              path: 'gmb',
              lazy: lazyComponent(() =>
                import('@/features/gmb/pages/GmbPage').then((m) => m.GmbPage),
              ),
            },
            {
              path: 'reviews',
              lazy: lazyComponent(() =>
                import('@/features/reviews/pages/ReviewsPage').then((m) => m.ReviewsPage),
              ),
            },
            {
              path: 'reports',
              lazy: lazyComponent(() =>
                import('@/features/reports/pages/ReportsPage').then((m) => m.ReportsPage),
              ),
            },
            {
              path: 'insights',
              lazy: lazyComponent(() =>
                import('@/features/insights/pages/InsightsPage').then((m) => m.InsightsPage),
              ),
            },
            {
              path: 'billing',
              lazy: lazyComponent(() =>
                import('@/features/billing/pages/BillingPage').then((m) => m.BillingPage),
              ),
            },
            {
              path: 'settings',
              lazy: lazyComponent(() =>
                import('@/features/settings/pages/SettingsPage').then((m) => m.SettingsPage),
              ),
            },
            {
              path: 'help',
              lazy: lazyComponent(() =>
                import('@/features/help/pages/HelpPage').then((m) => m.HelpPage),
              ),
            },
          ],
        },
      ],
    },
  ],
};

export const routes: RouteObject[] = [rootRoute];

// `prerendered`: the page's HTML came from the server (main.tsx hydrates it). Hydration data (there
// are no loaders, so none to carry) tells the router so, and it then keeps where the visitor has
// already scrolled instead of jumping back to the top.
export const createAppRouter = (options: { prerendered?: boolean } = {}) =>
  createBrowserRouter(routes, options.prerendered ? { hydrationData: { loaderData: {} } } : {});

// Loads the code of the routes matching `location` into the route objects, so a router created
// afterwards renders the page at once: a prerendered page hydrates against the same tree.
export async function loadMatchedRoutes(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
