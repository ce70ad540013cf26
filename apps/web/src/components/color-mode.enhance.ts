import { defineEnhancer } from '@/enhance/enhancer';

import { COLOR_MODE_STORAGE_KEY } from './color-mode-storage';

const isDark = () => document.documentElement.classList.contains('dark');

export const colorModeLabel = (dark: boolean) =>
  dark ? 'Switch to light mode' : 'Switch to dark mode';

// The colour-mode button of the prerendered landing page, which has no React (and so no
// next-themes): the same `dark` class on <html> and the same stored choice, so the app's pages
// follow it. Its two icons are styled by that class (ColorMode.tsx).
export const colorModeEnhancer = defineEnhancer('color-mode', (button) => {
  const label = () => {
    const text = colorModeLabel(isDark());
    button.setAttribute('aria-label', text);
    button.title = text;
  };
  const onClick = () => {
    const dark = !isDark();
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    try {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, dark ? 'dark' : 'light');
    } catch {
      // Storage unavailable (privacy modes): the choice lasts for this page.
    }
    label();
  };
  label();
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
});
