import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { queryRows, testDatabaseUrl } from '@app/test-support';
import { browserSystem } from './browser-system';

// docs/product.md §2 Contact page and Help and Support in Chromium, through the whole system.
describe('contact and help in the browser', () => {
  const prefix = 'nearbly_test_e2e_help';
  const { url, newPage, signUp } = browserSystem({ databasePrefix: prefix });
  let page: Page;

  beforeAll(async () => {
    page = await newPage();
  });

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
    await signUp(page);

    await page.goto(url('/help'));
    await page.getByRole('heading', { name: 'Help & Support', level: 1 }).waitFor();
    for (const name of ['Keyword Tracking', 'AI Features', 'GMB Integration', 'Reports']) {
      await page.getByRole('listitem', { name: `${name}: Operational` }).waitFor();
    }
  });
});
