import { ChakraProvider } from '@chakra-ui/react';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { system } from '@/app/theme';

import { ColorModeButton, ColorModeProvider } from './ColorMode';
import { COLOR_MODE_STORAGE_KEY } from './color-mode-storage';

const ui = (
  <ChakraProvider value={system}>
    <ColorModeProvider>
      <ColorModeButton />
    </ColorModeProvider>
  </ChakraProvider>
);

describe('ColorModeButton on a prerendered page', () => {
  // jsdom has no matchMedia; next-themes asks it for the system preference.
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
  });
  afterEach(() => window.localStorage.clear());

  it('hydrates the light-mode HTML without a mismatch, then offers light mode to a dark-mode visitor', async () => {
    // The build prerenders in light mode (no stored choice on the server).
    const html = renderToString(ui);
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    act(() => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
    container.remove();
  });
});
