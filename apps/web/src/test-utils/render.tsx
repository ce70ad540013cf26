import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider as ReduxProvider } from 'react-redux';

import { makeStore, type AppStore } from '@/app/store';
import { system } from '@/app/theme';

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

// A JSON answer as the BFF sends it.
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
