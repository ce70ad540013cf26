import { applyStoredColorMode, COLOR_MODE_STORAGE_KEY } from './color-mode-storage';

describe('applyStoredColorMode', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.style.colorScheme = '';
  });

  it('turns the page dark before the app loads when the visitor chose dark mode', () => {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    applyStoredColorMode();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('leaves the page light otherwise', () => {
    applyStoredColorMode();
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    applyStoredColorMode();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
