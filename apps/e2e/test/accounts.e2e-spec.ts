import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { queryRows, testDatabaseUrl } from '@app/test-support';
import { browserSystem } from './browser-system';

// Issue 4 in Chromium: sign up → onboarding → dashboard; sign out; sign in with remember me;
// the wrong-password message; settings that survive a reload; the export file; deletion.
describe('accounts in the browser', () => {
  const prefix = 'nearbly_test_e2e_accounts';
  const PASSWORD = 'Corner-Cafe-2026!';
  const email = `e2e-${randomUUID()}@example.com`;
  const { url, newContext } = browserSystem({ databasePrefix: prefix });
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext({ acceptDownloads: true });
    page = await context.newPage();
  });

  const signIn = async (password: string, rememberMe: boolean) => {
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    if (rememberMe) await page.getByText('Remember me').click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  };

  it('signs up, lands on onboarding, and sees the business on the dashboard', async () => {
    await page.goto(url('/signup'));
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Ann');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Baker');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Business name', exact: true }).fill('Corner Cafe');
    await page.getByRole('combobox', { name: 'Business type' }).selectOption('cafe');
    await page.getByRole('textbox', { name: 'Business address', exact: true }).fill('12 Main St, Austin, TX 78701');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(url('/onboarding'));
    await page.goto(url('/dashboard'));
    await page.getByText('Corner Cafe').first().waitFor();
    await page.getByText('Austin').first().waitFor();
  });

  it('signs out for real and then sends a visitor of a dashboard page to sign in', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL(url('/'));
    // The token goes once the app is home (so the guard never flashes /login on the way out).
    await page.waitForFunction(() => window.localStorage.getItem('auth_token') === null);
    await page.goto(url('/settings'));
    await page.waitForURL(url('/login?returnTo=%2Fsettings'));
  });

  it('shows the spec message for a wrong password', async () => {
    await signIn('Not-The-Password-1!', false);
    await page.getByText('Invalid email or password. Please check your credentials or sign up for a new account.').waitFor();
  });

  it('signs in with remember me for 30 days and returns to the page wanted', async () => {
    await page.reload();
    await signIn(PASSWORD, true);
    await page.waitForURL(url('/settings'));
    const cookie = (await context.cookies()).find((item) => item.name === 'nearbly_refresh');
    expect(cookie?.httpOnly).toBe(true);
    expect(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
  });

  it('keeps settings changes across a reload', async () => {
    const business = page.getByRole('form', { name: 'Business information' });
    await business.getByRole('textbox', { name: 'Business name', exact: true }).fill('Corner Cafe & Bakery');
    await business.getByRole('textbox', { name: 'Website', exact: true }).fill('https://cornercafe.example');
    await business.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Business information updated successfully!').waitFor();
    const weekly = page.getByRole('button', { name: /^Weekly Reports (Enabled|Disabled)$/ });
    const before = await weekly.textContent();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/auth/notification-preferences') && response.request().method() === 'PUT');
    await weekly.click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Business information' });
    await expect(reloaded.getByRole('textbox', { name: 'Business name', exact: true }).inputValue()).resolves.toBe('Corner Cafe & Bakery');
    await expect(reloaded.getByRole('textbox', { name: 'Website', exact: true }).inputValue()).resolves.toBe('https://cornercafe.example');
    await page.getByRole('button', { name: before?.includes('Enabled') ? 'Weekly Reports Disabled' : 'Weekly Reports Enabled' }).waitFor();
  });

  it('exports the data as nearbly-export-YYYY-MM-DD.json with the spec fields', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export My Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`nearbly-export-${new Date().toISOString().slice(0, 10)}.json`);
    const content = JSON.parse(await readFile((await file.path()) ?? '', 'utf8'));
    expect(Object.keys(content).sort()).toEqual(['business', 'exportDate', 'exportVersion', 'notificationPreferences', 'profile']);
    expect(content).toMatchObject({ exportVersion: '1.0', profile: { email }, business: { businessName: 'Corner Cafe & Bakery' } });
    await page.getByText('Your data has been exported successfully!').waitFor();
  });

  it('deletes the account after the three confirmations: signed out, and the data is gone', async () => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'prompt') void dialog.accept('DELETE');
      else {
        if (dialog.type() === 'alert') alerts.push(dialog.message());
        void dialog.accept();
      }
    });
    // Deleting needs the current password (issue 16).
    await page.getByRole('region', { name: 'Data & Privacy' }).getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL(url('/'));
    expect(alerts.join(' ')).toMatch(/24 hours/);
    expect(await queryRows(testDatabaseUrl('auth', prefix), 'SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
    await page.goto(url('/login'));
    await signIn(PASSWORD, false);
    await page.getByText('Invalid email or password. Please check your credentials or sign up for a new account.').waitFor();
  });
});
