import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { ThemeProvider, useTheme } from 'next-themes';
import { useSyncExternalStore, type ReactNode } from 'react';

import { colorModeEnhancer, colorModeLabel } from './color-mode.enhance';
import { COLOR_MODE_STORAGE_KEY } from './color-mode-storage';

export type ColorMode = 'light' | 'dark';

// Chakra v3 colour mode through next-themes: the `dark` class on <html> switches the semantic
// tokens. Light is the default; the choice is remembered in local storage.
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={COLOR_MODE_STORAGE_KEY}
      defaultTheme="light"
      enableSystem={false}
      disableTransitionOnChange
      // The inline script only matters for server rendering; as a data block React leaves it alone.
      scriptProps={{ type: 'application/json' }}
    >
      {children}
    </ThemeProvider>
  );
}

export function useColorMode() {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    setColorMode: (mode: ColorMode) => setTheme(mode),
    toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark'),
  };
}

const subscribeToNothing = () => () => {};

// False while React hydrates prerendered HTML, true after (and always on a client-only render).
const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

export function ColorModeButton(props: Omit<IconButtonProps, 'aria-label'>) {
  const { colorMode: storedMode, toggleColorMode } = useColorMode();
  // The public pages are prerendered in light mode: the button hydrates as it was rendered, then
  // shows the visitor's mode, so a dark-mode visitor's first load has no hydration mismatch.
  // Both icons are in the HTML and the `dark` class picks one, so the prerendered landing page
  // (which runs color-mode.enhance.ts instead of React) shows the right one too.
  const colorMode = useHydrated() ? storedMode : 'light';
  const label = colorModeLabel(colorMode === 'dark');
  return (
    <IconButton
      // Marked for the landing page's enhancer; in the app React handles the click.
      data-enhance={colorModeEnhancer.id}
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      onClick={toggleColorMode}
      css={{
        '& .color-mode-icon-dark': { display: 'none' },
        _dark: {
          '& .color-mode-icon-dark': { display: 'inline-block' },
          '& .color-mode-icon-light': { display: 'none' },
        },
      }}
      {...props}
    >
      <Sun className="color-mode-icon-dark" />
      <Moon className="color-mode-icon-light" />
    </IconButton>
  );
}
