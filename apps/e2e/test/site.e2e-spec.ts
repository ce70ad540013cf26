import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, queryRows, startSystem, testDatabaseUrl, type TSystem } from '@app/test-support';

// Black-box: Chromium → BFF (serving the web build) → Kafka → services → PostgreSQL, and back.
describe('the site through the whole system', () => {
  const prefix = 'nearbly_test_e2e';
  let system: TSystem;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [system, browser] = await Promise.all([startSystem({ databasePrefix: prefix }), launchBrowser()]);
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterEach(async () => {
    await page?.close();
  });

  it('serves the landing page with its title', async () => {
    const response = await page.goto(system.baseUrl);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toMatch(/Nearbly/);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('signs a visitor up for the newsletter from the footer and stores it', async () => {
    const email = `visitor-${randomUUID()}@example.com`;
    await page.goto(system.baseUrl);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thanks for subscribing! Check your email for a welcome message.').waitFor();
    const rows = await queryRows(testDatabaseUrl('chat', prefix), 'SELECT business_type FROM newsletter_subscriptions WHERE email = $1', [email]);
    expect(rows).toEqual([{ business_type: 'local-business' }]);
  });

  it('asks for an email before calling the server', async () => {
    await page.goto(system.baseUrl);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please enter your email address').waitFor();
  });

  it('shows the not-found page for an unknown path, with a way home', async () => {
    await page.goto(`${system.baseUrl}/no-such-page`);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${system.baseUrl}/`);
  });
});
