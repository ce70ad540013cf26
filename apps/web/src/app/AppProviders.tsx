import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';

import { ColorModeProvider } from '@/components/ColorMode';
import { Toaster } from '@/components/Toaster';

import type { AppStore } from './store';
import { system } from './theme';

// Store, theme and colour mode around the whole app; the toaster is rendered once, here.
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>
        <ColorModeProvider>
          {children}
          <Toaster />
        </ColorModeProvider>
      </ChakraProvider>
    </ReduxProvider>
  );
}
