import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserSystem } from './browser-system';

// Issue 7 in Chromium: a new account goes through onboarding (and resumes it after a reload),
// sees its own keywords and competitors on the dashboard, adds a keyword, and sees its history.
describe('onboarding, dashboard and keywords in the browser', () => {
  const prefix = 'nearbly_test_e2e_onboarding';
  const { url, newPage } = browserSystem({ databasePrefix: prefix });
  let page: Page;

  beforeAll(async () => {
    page = await newPage();
  });
  const keywordList = () => page.getByRole('region', { name: 'Your keywords' });
  const addTyped = async (label: string, text: string) => {
    await page.getByRole('textbox', { name: label, exact: true }).fill(text);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  };

  it('signs up and skips connecting Google My Business for now (google.e2e-spec.ts walks the connect)', async () => {
    await page.goto(url('/signup'));
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Maria');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Lopez');
    await page
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill(`onboarding-${randomUUID()}@example.com`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Corner-Bean-2026!');
    await page
      .getByRole('textbox', { name: 'Business name', exact: true })
      .fill('Corner Bean Coffee');
    await page.getByRole('combobox', { name: 'Business type' }).selectOption('cafe');
    await page
      .getByRole('textbox', { name: 'Business address', exact: true })
      .fill('118 Congress Ave, Austin, TX 78701');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(url('/onboarding'));
    await page
      .getByText(
        'We only read your business information and never change anything without your permission.',
      )
      .waitFor();
    await page.getByRole('button', { name: 'Connect Google My Business' }).waitFor();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('heading', { name: 'Step 2: Add Your Keywords' }).waitFor();
  });

  it('adds keywords from the suggestions and typed, refuses a duplicate, and resumes after a reload', async () => {
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);
    const suggestion = page.getByRole('button', { name: /^Add (?!a )/ }).first();
    const suggested = ((await suggestion.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
    expect(suggested).toMatch(/austin|near me/);
    await suggestion.click();
    await page.getByRole('button', { name: `${suggested} (added)` }).waitFor();
    expect(await page.getByRole('button', { name: `${suggested} (added)` }).isDisabled()).toBe(
      true,
    );
    await addTyped('Keyword', 'oat latte austin');
    await keywordList().getByText('oat latte austin').waitFor();
    await addTyped('Keyword', 'OAT LATTE AUSTIN');
    await page.getByText('"OAT LATTE AUSTIN" is already on your list.').waitFor();
    expect(await continueButton.isEnabled()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: 'Step 2: Add Your Keywords' }).waitFor();
    await keywordList().getByText('oat latte austin').waitFor();
    await keywordList().getByText(suggested).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Step 3: Identify Competitors' }).waitFor();
  });

  it('names competitors, completes setup and goes to the dashboard', async () => {
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add Austin Coffee Roasters' }).click();
    await addTyped('Competitor name', 'Bean There Cafe');
    await page
      .getByRole('region', { name: 'Your competitors' })
      .getByText('Bean There Cafe')
      .waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Step 4: Setup Complete' }).waitFor();
    await page
      .getByText('We are tracking 2 keywords and watching 2 competitors for you.', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(url('/dashboard'));
    await page.getByRole('heading', { name: 'Welcome back, Corner Bean Coffee' }).waitFor();
    const activity = page.getByRole('list', { name: 'Recent activity' });
    await activity.getByText('Started tracking "oat latte austin"').waitFor();
    await activity.getByText('Started watching Bean There Cafe').waitFor();
    // Two competitors: max(2, 1) × 4 ranking opportunities.
    await page.getByRole('link', { name: 'Review 8 ranking opportunities' }).waitFor();
    // The plan in the sidebar comes from billing: the new account's trial.
    await page.getByTestId('business-summary').getByText('Growing Local plan · Trial').waitFor();
  });

  it('adds a keyword on the keywords page and shows its rank history after a check', async () => {
    await page.getByRole('link', { name: 'Keyword Tracking' }).click();
    await page.waitForURL(url('/keywords'));
    await page.getByRole('textbox', { name: 'New keywords' }).fill('flat white austin');
    await page.getByRole('button', { name: 'Add Keywords' }).click();
    const row = page.locator('[data-testid="keyword-row"][data-keyword="flat white austin"]');
    await row.waitFor();
    await page.getByRole('button', { name: 'Check now' }).click();
    // docs/product.md §4 Long actions: the page follows the check on the server to its outcome.
    // (The new keyword's own first check said "1 keyword"; this one covers all three.)
    const status = page.getByTestId('rank-check-status').filter({ hasText: /^Last check: 3 keywords checked/ });
    await status.waitFor({ timeout: 30_000 });
    expect(await status.textContent()).toMatch(/^Last check: 3 keywords checked \(.+\)\.$/);
    const position = row.getByLabel('Position');
    await position.getByText(/^#\d+$/).waitFor({ timeout: 30_000 });
    const shown = Number((await position.textContent())?.replace('#', ''));
    expect(shown).toBeGreaterThanOrEqual(1);
    await row.getByRole('button', { name: 'Rank history of flat white austin' }).click();
    const chart = row.getByRole('img', { name: /^Rank history for flat white austin: / });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toContain(`#${shown}`);
    await page.reload();
    await page.locator('[data-testid="keyword-row"]').nth(2).waitFor();
    expect(await page.locator('[data-testid="keyword-row"]').count()).toBe(3);
    // The outcome comes from the server, so the reloaded page says it too.
    expect(await status.textContent()).toMatch(/^Last check: 3 keywords checked \(.+\)\.$/);
  });

  it("reads the day and position of the keyword's check on hover, and as a table by keyboard", async () => {
    const row = page.locator('[data-testid="keyword-row"][data-keyword="flat white austin"]');
    const shown = (await row.getByLabel('Position').textContent()) ?? '';
    // The check's day is the business's (auth's default timezone, America/Chicago), not UTC's.
    const today = new Date().toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'America/Chicago',
    });
    const history = row.getByRole('button', { name: 'Rank history of flat white austin' });
    await history.click();
    // The check's dot, in the rank colour of its position.
    const dot = row.locator('.recharts-line-dots circle').first();
    const place = Number(shown.replace('#', ''));
    const tier = place <= 3 ? 'top3' : place <= 10 ? 'top10' : 'low';
    expect(await dot.getAttribute('fill')).toBe(`var(--chakra-colors-rank-${tier})`);
    await dot.hover();
    const tooltip = page.getByTestId('chart-tooltip');
    await tooltip.waitFor();
    expect((await tooltip.innerText()).split(/\n+/)).toEqual([today, `Your position: ${shown}`]);
    await page.mouse.move(0, 0);

    await history.focus();
    const toggle = row.getByRole('button', { name: 'Show data table' });
    const focused = () => toggle.evaluate((element) => element === document.activeElement);
    for (let presses = 0; presses < 10 && !(await focused()); presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toBe(true);
    await page.keyboard.press('Enter');
    const table = row.getByRole('table', { name: 'Rank history for flat white austin' });
    await table.waitFor();
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent)));
    expect(rows).toEqual([[today, shown]]);
  });
});
