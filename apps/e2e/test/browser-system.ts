import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, randomClientIp, systemForSuite } from '@app/test-support';

const NEW_OWNER = {
  firstName: 'Ann',
  lastName: 'Baker',
  email: '',
  password: 'Corner-Cafe-2026!',
  businessName: 'Corner Cafe',
  businessType: 'cafe',
  address: '12 Main St, Austin, TX 78701',
};

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

  const url = (path: string): string => `${system.baseUrl}${path}`;

  // A new owner through the sign-up form, as far as onboarding (for specs about what comes after);
  // answers the email. Each field can be set.
  const signUp = async (page: Page, owner: Partial<typeof NEW_OWNER> = {}): Promise<string> => {
    const fields = { ...NEW_OWNER, email: `e2e-${randomUUID()}@example.com`, ...owner };
    await page.goto(url('/signup'));
    const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
    await textbox('First name').fill(fields.firstName);
    await textbox('Last name').fill(fields.lastName);
    await textbox('Email').fill(fields.email);
    await textbox('Password').fill(fields.password);
    await textbox('Business name').fill(fields.businessName);
    await page.getByRole('combobox', { name: 'Business type' }).selectOption(fields.businessType);
    await textbox('Business address').fill(fields.address);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(url('/onboarding'));
    return fields.email;
  };

  return {
    system,
    url,
    signUp,
    newContext,
    newPage: async (options: BrowserContextOptions = {}): Promise<Page> => (await newContext(options)).newPage(),
  };
};
