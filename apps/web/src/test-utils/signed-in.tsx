import type { ReactElement } from 'react';
import { Outlet, type RouteObject } from 'react-router';

import { AUTH_TOKEN_KEY } from '@/app/auth-token';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { useAuthSession } from '@/features/auth/useAuthSession';

import { fakeJwt, mockApi, type FetchMock, type RouteHandler } from './api-mock';
import { sampleBusiness, samplePreferences, sampleSessions, sampleUser } from './fixtures';
import { jsonResponse, renderRoutes } from './render';

function Root() {
  useAuthSession();
  return <Outlet />;
}

// Renders `element` at `path` for a signed-in owner, as the app does (session at the root, the
// guard around the page), against a fake BFF that knows the account endpoints; `handlers` add to
// or replace those answers. `url` opens the page at a deeper address (a query or #hash); `pages`
// are other signed-in routes the page may lead to.
export function renderSignedIn(
  element: ReactElement,
  {
    path = '/settings',
    url,
    handlers = {},
    pages = [],
  }: { path?: string; url?: string; handlers?: Record<string, RouteHandler | Response>; pages?: RouteObject[] } = {},
) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, fakeJwt(300));
  const fetchMock: FetchMock = mockApi({
    'GET /api/auth/me': jsonResponse(200, { user: sampleUser, business: sampleBusiness }),
    'GET /api/auth/business': jsonResponse(200, { business: sampleBusiness }),
    'GET /api/auth/notification-preferences': jsonResponse(200, { preferences: samplePreferences }),
    'GET /api/auth/sessions': jsonResponse(200, { sessions: sampleSessions }),
    ...handlers,
  });
  const rendered = renderRoutes(
    [
      {
        Component: Root,
        children: [
          { Component: RequireAuth, children: [{ path, element }, ...pages] },
          { path: '/', element: <h1>Home page</h1> },
          { path: '/login', element: <h1>Login page</h1> },
        ],
      },
    ],
    url ?? path,
  );
  return { ...rendered, fetchMock };
}
