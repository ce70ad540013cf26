// Where next-themes keeps the visitor's colour mode (ColorMode.tsx); main.tsx reads it before the
// first paint of a prerendered page.
export const COLOR_MODE_STORAGE_KEY = 'theme';

// A visitor who chose dark mode sees a prerendered page dark from its first paint, instead of light
// until the app has loaded (next-themes then sets the same class).
export function applyStoredColorMode(): void {
  try {
    if (window.localStorage.getItem(COLOR_MODE_STORAGE_KEY) !== 'dark') return;
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';
  } catch {
    // Storage unavailable (privacy modes): the default, light.
  }
}
