import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, queryRows, randomClientIp, startSystem, testDatabaseUrl, type TSystem } from '@app/test-support';

// SPEC §2 Contact page and Help and Support in Chromium, through the whole system.
describe('contact and help in the browser', () => {
  const prefix = 'nearbly_test_e2e_help';
  let system: TSystem;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [system, browser] = await Promise.all([startSystem({ databasePrefix: prefix }), launchBrowser()]);
    // Its own client address: the contact form's per-IP limit lives in the shared Redis.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
    page = await context.newPage();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const url = (path: string) => `${system.baseUrl}${path}`;

  it('refuses a too-short message, then sends the contact form and stores the ticket', async () => {
    const email = `visitor-${randomUUID()}@example.com`;
    await page.goto(url('/contact'));
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ann Baker');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Business name', exact: true }).fill('Corner Cafe');
    await page.getByRole('combobox', { name: 'What is it about?' }).selectOption('bug');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Ranks missing');
    const message = page.getByRole('textbox', { name: 'Message', exact: true });
    await message.fill('Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message must be at least 10 characters').waitFor();

    await message.fill('My keyword ranks did not update this week.');
    await page.getByText('Message must be at least 10 characters').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText("Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.").waitFor();
    const rows = await queryRows(testDatabaseUrl('chat', prefix), 'SELECT source, type, business, subject, user_id, status FROM support_tickets WHERE email = $1', [email]);
    expect(rows).toEqual([{ source: 'contact', type: 'bug', business: 'Corner Cafe', subject: 'Ranks missing', user_id: null, status: 'open' }]);
  });

  it("shows a signed-in owner's Help page with every system Operational", async () => {
    await page.goto(url('/signup'));
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Ann');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Baker');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`help-${randomUUID()}@example.com`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Corner-Cafe-2026!');
    await page.getByRole('textbox', { name: 'Business name', exact: true }).fill('Corner Cafe');
    await page.getByRole('combobox', { name: 'Business type' }).selectOption('cafe');
    await page.getByRole('textbox', { name: 'Business address', exact: true }).fill('12 Main St, Austin, TX 78701');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(url('/onboarding'));

    await page.goto(url('/help'));
    await page.getByRole('heading', { name: 'Help & Support', level: 1 }).waitFor();
    for (const name of ['Keyword Tracking', 'AI Features', 'GMB Integration', 'Reports']) {
      await page.getByRole('listitem', { name: `${name}: Operational` }).waitFor();
    }
  });
});
