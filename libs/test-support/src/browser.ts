import { chromium, type Browser, type Page } from 'playwright-core';

// Debian's Chromium, headless, with the flags that keep it off the (closed) network. Playwright
// gives every launch a new empty profile of its own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

// Holds the page's requests to `url` (a Playwright glob) until `release()`, as on a slow
// connection; requests made after the release go straight on.
export const holdRequests = async (page: Page, url: string): Promise<{ release: () => void }> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
};

// Two animation frames: the page has been laid out again, and whatever reacts to the new sizes
// (a ResizeObserver, a scroll hold) has run. Evaluated in the page (this library has no DOM types).
export const twoFrames = (page: Page): Promise<void> =>
  page.evaluate<void>(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))',
  );
