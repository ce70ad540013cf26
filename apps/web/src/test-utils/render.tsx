import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { makeStore, type AppStore } from '@/app/store';
import { system } from '@/app/theme';
import { Toaster } from '@/components/Toaster';

// Renders a component with a fresh store and the app's theme.
export function renderWithProviders(ui: ReactElement): RenderResult & { store: AppStore } {
  const store = makeStore();
  const result = render(
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>{ui}</ChakraProvider>
    </ReduxProvider>,
  );
  return { ...result, store };
}

type RouterRender = RenderResult & {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
};

// Renders route objects in a memory router at `path`, with a fresh store (created now, so it sees
// whatever token the test stored), the theme and the toaster.
export function renderRoutes(routes: RouteObject[], path: string): RouterRender {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
        <Toaster />
      </ChakraProvider>
    </ReduxProvider>,
  );
  return { ...result, store, router };
}

// A JSON answer as the BFF sends it.
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
