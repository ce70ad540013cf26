import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, randomClientIp, systemForSuite } from '@app/test-support';

// What a browser spec file runs against: the whole system (the BFF and five services as processes
// over the real Kafka, PostgreSQL and Redis, see systemForSuite) and Debian's Chromium, both
// started before the file's first test and stopped after its last.
export const browserSystem = (...args: Parameters<typeof systemForSuite>) => {
  const system = systemForSuite(...args);
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // A new browser profile, desktop-sized, with its own client address: the per-IP limits live in
  // the shared Redis, so no spec spends another's allowance.
  const newContext = (options: BrowserContextOptions = {}): Promise<BrowserContext> => {
    if (!browser) throw new Error('Chromium did not start: see the suite’s beforeAll');
    return browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() }, ...options });
  };

  return {
    system,
    url: (path: string): string => `${system.baseUrl}${path}`,
    newContext,
    newPage: async (options: BrowserContextOptions = {}): Promise<Page> => (await newContext(options)).newPage(),
  };
};
