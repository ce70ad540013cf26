import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';

import { ColorModeProvider } from '@/components/ColorMode';
import { useToasterLoaded } from '@/components/toaster-host';

import type { AppStore } from './store';
import { system } from './theme';

// The toast area (and its state machines, ~11 KB gzipped) is rendered once a feature that toasts
// has imported `toaster` (only signed-in pages do): the public pages never load it, for the landing
// page's JavaScript budget (issue 6). A toast created before it is mounted is shown once it is.
const Toaster = lazy(() =>
  import('@/components/Toaster').then((module) => ({ default: module.Toaster })),
);

function ToastArea() {
  const loaded = useToasterLoaded();
  return loaded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

// Store, theme and colour mode around the whole app; the toaster is rendered once, here.
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>
        <ColorModeProvider>
          {children}
          <ToastArea />
        </ColorModeProvider>
      </ChakraProvider>
    </ReduxProvider>
  );
}
