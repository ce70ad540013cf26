import { readFile } from 'node:fs/promises';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Page } from 'playwright-core';
import { horizontalOverflow, seriousA11yViolations } from '@app/test-support';
import { browserSystem } from './browser-system';

type TSeriesPoint = Record<string, string | number | null>;

// Issue 8 in Chromium, through the whole system: a new cafe tracks and drops competitors, raises
// its listing score from the checklist, reads an insight and follows its action, and cycles the
// report period and exports the CSV of exactly the figures on the screen.
describe('competitors, listing, insights and reports in the browser', () => {
  const prefix = 'nearbly_test_e2e_insights';
  const { url, newPage, signUp } = browserSystem({ databasePrefix: prefix });
  let page: Page;

  beforeAll(async () => {
    page = await newPage();
  });

  const toast = (title: string) => page.getByText(title, { exact: true }).first();
  const competitorCard = (name: string) => page.getByRole('article', { name });
  const usage = () => page.getByTestId('competitor-usage');
  const score = async () =>
    Number(
      await page.getByRole('meter', { name: 'Optimisation score' }).getAttribute('aria-valuenow'),
    );
  // The business's today: a new business is in auth's default timezone, America/Chicago.
  const businessToday = () => format(new Date(), 'yyyy-MM-dd', { in: tz('America/Chicago') });
  // The BFF as the page calls it, with the stored session.
  const api = <T>(path: string): Promise<T> =>
    page.evaluate(async (target) => {
      const response = await fetch(target, {
        headers: { Authorization: `Bearer ${window.localStorage.getItem('auth_token') ?? ''}` },
      });
      return (await response.json()) as T;
    }, path);

  it('signs up a new cafe', async () => {
    await signUp(page, {
      firstName: 'Rosa',
      lastName: 'Diaz',
      businessName: 'Rosa Coffee',
      address: '118 Congress Ave, Austin, TX 78701',
    });
  });

  describe('competitors', () => {
    it('starts empty and says what to do; Add Competitor leads to /gmb, where one is tracked by name', async () => {
      await page.goto(url('/competitors'));
      await page.getByText('You are not tracking any competitors yet').waitFor();
      expect(await usage().textContent()).toMatch(/^0 of \d+ competitors tracked on your plan$/);
      await page.getByRole('link', { name: 'Add Competitor' }).click();
      await page.waitForURL(url('/gmb#add-competitor'));
      // Both pages have this form: wait for the GMB page itself before typing.
      await page.getByRole('heading', { name: 'GMB Integration', level: 1 }).waitFor();
      const form = page.getByRole('form', { name: 'Track a competitor' });
      await form.getByRole('textbox', { name: 'Competitor name' }).fill('Bean There Cafe');
      await form.getByRole('button', { name: 'Track' }).click();
      await form
        .getByText('Now tracking Bean There Cafe. Its figures appear in a moment.')
        .waitFor();
    });

    it('shows the tracked competitors with their figures, estimates labelled as such', async () => {
      await page
        .locator('#add-competitor')
        .getByRole('link', { name: 'Competitor Analysis' })
        .click();
      await page.waitForURL(url('/competitors'));
      await page.getByRole('heading', { name: 'Competitor Analysis', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Competitor name' }).fill('Roast Lab Austin');
      await page.getByRole('button', { name: 'Track' }).click();
      await competitorCard('Roast Lab Austin').waitFor();
      const bean = competitorCard('Bean There Cafe');
      // The figures arrive from a job; the page refreshes itself until they are there.
      await bean.getByText(/visits \/ month/).waitFor({ timeout: 30_000 });
      const traffic = await bean.getByText(/visits \/ month/).textContent();
      expect(traffic).toMatch(/^~[\d,]+ visits \/ month \(estimate\)$/);
      expect(await bean.getByText(/^\d\.\d$/).count()).toBe(1);
      expect(await bean.getByText(/^[\d,]+ reviews?$/).count()).toBe(1);
      expect(await usage().textContent()).toMatch(/^2 of \d+ competitors tracked on your plan$/);
    });

    it('removes a competitor after confirmation, for good', async () => {
      const bean = competitorCard('Bean There Cafe');
      await bean.getByRole('button', { name: 'Remove Bean There Cafe' }).click();
      await bean.getByRole('button', { name: 'Yes, remove' }).click();
      await toast('Stopped tracking Bean There Cafe').waitFor();
      await bean.waitFor({ state: 'detached' });
      await page.reload();
      await competitorCard('Roast Lab Austin').waitFor();
      expect(await competitorCard('Bean There Cafe').count()).toBe(0);
      expect(await usage().textContent()).toMatch(/^1 of \d+ competitors tracked on your plan$/);
    });
  });

  describe('listing', () => {
    it('shows the sample listing, its score and the checklist; adding the phone raises the score by its points', async () => {
      await page.goto(url('/gmb'));
      await page.getByText('Sample data until Google Business Profile is connected').waitFor();
      const before = await score();
      expect(before).toBeGreaterThanOrEqual(0);
      expect(before).toBeLessThan(100);
      const phoneTask = page.locator('#task-phone');
      expect(await phoneTask.getAttribute('data-done')).toBe('false');
      const points = Number(
        (await phoneTask.getByText(/^\d+ points$/).textContent())?.replace(' points', ''),
      );
      // The points of the open tasks are what the score is missing.
      const open = await page
        .locator('[data-testid="listing-task"][data-done="false"]')
        .allTextContents();
      expect(open.length).toBeGreaterThan(0);
      await page.getByText(`Complete these to win up to ${100 - before} more points.`).waitFor();

      await page.getByRole('textbox', { name: 'Phone' }).fill('+1 512 555 0142');
      await page.getByRole('button', { name: 'Save listing' }).click();
      await toast('Listing saved').waitFor();
      await page.waitForFunction(
        (expected) =>
          document.querySelector('[role="meter"]')?.getAttribute('aria-valuenow') ===
          String(expected),
        before + points,
      );
      expect(await phoneTask.getAttribute('data-done')).toBe('true');
      await page.getByTestId('listing-details').getByText('+1 512 555 0142').waitFor();
      await page.reload();
      await page.getByRole('meter', { name: 'Optimisation score' }).waitFor();
      expect(await score()).toBe(before + points);
    });

    it("refuses a website without http(s) with the contract's message, and saves nothing", async () => {
      const before = await score();
      await page.getByRole('textbox', { name: 'Website' }).fill('rosacoffee');
      await page.getByRole('button', { name: 'Save listing' }).click();
      await page
        .getByText('Please enter a valid website address starting with http:// or https://')
        .waitFor();
      await page.reload();
      await page.getByRole('meter', { name: 'Optimisation score' }).waitFor();
      expect(await score()).toBe(before);
    });
  });

  describe('insights', () => {
    it("refreshes the insights ('Insights refreshed'), each with priority, type and impact", async () => {
      await page.goto(url('/insights'));
      await page.getByRole('heading', { name: 'AI Insights', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Refresh' }).click();
      await toast('Insights refreshed').waitFor({ timeout: 30_000 });
      const cards = page.getByTestId('insight-card');
      await cards.first().waitFor();
      for (const card of await cards.all()) {
        expect(await card.getByText(/^(High|Medium|Low) priority$/).count()).toBe(1);
        expect(
          await card.getByText(/^(Seasonal|Competitor|Trend|Optimization|Other)$/).count(),
        ).toBe(1);
        expect(await card.getByText(/^Impact \d{1,3}\/100$/).count()).toBe(1);
      }
      expect(await page.getByTestId('insight-count').textContent()).toMatch(
        /^\d+ unread of \d+ insights?$/,
      );
    });

    it('marks an insight read with its button, also after a reload', async () => {
      const unread = page.locator('[data-testid="insight-card"][data-read="false"]');
      const countBefore = await unread.count();
      expect(countBefore).toBeGreaterThan(1);
      const title = (await unread.last().getByRole('heading').textContent()) ?? '';
      const markRead = unread.last().getByRole('button', { name: `Mark as read: ${title}` });
      // To the middle of the window, clear of the toasts at its bottom edge: a toast under the
      // pointer stays open (paused), and the click would land on it for as long as it tries.
      await markRead.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      await markRead.click();
      const readCard = page
        .getByRole('article', { name: title })
        .and(page.locator('[data-read="true"]'));
      await readCard.waitFor();
      await page
        .getByTestId('insight-count')
        .getByText(new RegExp(`^${countBefore - 1} unread of`))
        .waitFor();
      await page.reload();
      await readCard.waitFor();
      expect(await unread.count()).toBe(countBefore - 1);
    });

    // Where each kind of action must land (issue 8: the keyword, the review, the listing task).
    const expectTarget = async (href: string) => {
      const [path, hash] = href.split('#');
      if (path === '/reviews?status=pending') {
        await page.getByRole('heading', { name: 'AI Review Responses', level: 1 }).waitFor();
        await page
          .getByRole('combobox', { name: 'Status' })
          .and(page.locator(':enabled'))
          .waitFor();
        expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('pending');
      } else if (path === '/gmb' && hash?.startsWith('task-')) {
        await page.locator(`#${hash}[data-highlighted="true"]`).waitFor();
        await page.waitForFunction((id) => document.activeElement?.id === id, hash);
      } else if (path === '/competitors' && hash?.startsWith('competitor-')) {
        await page.locator(`#${hash}[data-highlighted="true"]`).waitFor();
      } else if (path?.startsWith('/keywords?keyword=')) {
        await page.locator('[data-testid="keyword-row"][data-highlighted="true"]').waitFor();
      } else if (href === '/keywords#suggestions') {
        await page.waitForFunction(() => document.activeElement?.id === 'suggestions');
      } else {
        throw new Error(`No check for the insight action ${href}`);
      }
    };

    it('follows every unread insight to where its action points, and each becomes read', async () => {
      const unread = page.locator('[data-testid="insight-card"][data-read="false"]');
      const actions = await Promise.all(
        (await unread.all()).map(async (card) => ({
          title: (await card.getByRole('heading').textContent()) ?? '',
          href: (await card.getByRole('link').getAttribute('href')) ?? '',
        })),
      );
      expect(actions.length).toBeGreaterThan(0);
      // A new cafe's listing is incomplete: its biggest open tasks are insights linking to them.
      expect(actions.some((action) => action.href.startsWith('/gmb#task-'))).toBe(true);
      for (const [index, { title, href }] of actions.entries()) {
        await page.getByRole('article', { name: title }).getByRole('link').click();
        await page.waitForURL(url(href));
        await expectTarget(href);
        await page.goto(url('/insights'));
        await page
          .getByRole('article', { name: title })
          .and(page.locator('[data-read="true"]'))
          .waitFor();
        expect(await unread.count()).toBe(actions.length - index - 1);
      }
      await page
        .getByTestId('insight-count')
        .getByText(/, all read$/)
        .waitFor();
    });
  });

  describe('reports', () => {
    const tableRows = () =>
      page.$$eval('[data-testid="report-table"] tbody tr', (rows) =>
        rows.map((row) => [
          row.querySelector('time')?.getAttribute('datetime') ?? '',
          ...Array.from(row.querySelectorAll('[data-metric]')).map(
            (cell) => cell.textContent ?? '',
          ),
        ]),
      );
    const periodButton = () => page.getByRole('button', { name: /, change period$/ });

    it("cycles the period and the figures follow: 30 → 90 → 365 → 7 days, ending on the business's today", async () => {
      await page.goto(url('/reports'));
      await page.getByRole('button', { name: 'Last 30 days, change period' }).waitFor();
      await page.locator('[data-testid="report-table"] tbody tr').nth(29).waitFor();
      for (const [label, days] of [
        ['Last 90 days', 90],
        ['Last year', 365],
        ['Last 7 days', 7],
      ] as const) {
        await periodButton().click();
        await page.getByRole('button', { name: `${label}, change period` }).waitFor();
        await page.waitForFunction(
          (count) =>
            document.querySelectorAll('[data-testid="report-table"] tbody tr').length === count,
          days,
        );
        const rows = await tableRows();
        expect(rows[rows.length - 1]?.[0]).toBe(businessToday());
      }
      expect(page.url()).toBe(url('/reports?period=7d'));
    });

    it("exports the CSV of exactly the rows shown, named with today's date, equal to the API's series", async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export Report' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`nearbly-report-${businessToday()}.csv`);
      const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
      expect(lines[0]).toBe(
        'date,listingViews,websiteClicks,phoneCalls,directionRequests,averageRank,reviews',
      );
      const csv = lines.slice(1).map((line) => line.split(','));
      const shown = await tableRows();
      expect(csv).toHaveLength(7);
      expect(csv.map((row) => row[0])).toEqual(shown.map((row) => row[0]));
      // On screen: thousands separators, "#4.3" for the rank, "—" for no value.
      const onScreen = (text: string) => (text === '—' ? null : Number(text.replace(/[#,]/g, '')));
      csv.forEach((row, rowIndex) =>
        row.slice(1).forEach((cell, column) => {
          const screenValue = onScreen(shown[rowIndex]?.[column + 1] ?? '');
          if (cell === '') expect(screenValue).toBeNull();
          else expect(screenValue).toBeCloseTo(Number(cell), 1);
        }),
      );
      const days = csv.map((row) => row[0] ?? '');
      const report = await api<{ series: TSeriesPoint[] }>(
        `/api/analytics/data?startDate=${days[0]}&endDate=${days[6]}`,
      );
      const columns = lines[0]!.split(',');
      expect(csv).toEqual(
        report.series.map((point) =>
          columns.map((column) => (point[column] === null ? '' : String(point[column]))),
        ),
      );
    });

    it('opens a printable view of the same period that prints to PDF', async () => {
      await page.getByRole('link', { name: 'Printable view' }).click();
      await page.waitForURL(url('/reports/print?period=7d'));
      await page
        .getByRole('heading', { name: 'Rosa Coffee: local search report', level: 1 })
        .waitFor();
      await page.locator('[data-testid="report-table"] tbody tr').nth(6).waitFor();
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Print / Save as PDF' }).isVisible()).toBe(
        false,
      );
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await page.emulateMedia({ media: 'screen' });
    });

    it('charts a metric against the previous period: the day and figure on hover, the data table by keyboard', async () => {
      await page.goto(url('/reports?period=7d'));
      await page.locator('[data-testid="report-table"] tbody tr').nth(6).waitFor();
      const shown = await tableRows();
      // As the chart writes a day ("Tue, Nov 24, 2026"), and the short day of the period before.
      const fullDay = (date: string) =>
        new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        });
      const weekBefore = (date: string) =>
        new Date(Date.parse(date) - 7 * 86_400_000).toLocaleDateString('en-US', {
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        });
      const chart = page.getByTestId('report-chart');
      const plot = chart.locator('.recharts-cartesian-grid');
      await plot.waitFor();
      const box = (await plot.boundingBox())!;
      const tooltip = page.getByTestId('chart-tooltip');
      // The first and the last day of the period, at the plot's left and right edges.
      for (const [x, row] of [
        [box.x + 2, shown[0]!],
        [box.x + box.width - 2, shown[6]!],
      ] as const) {
        await page.mouse.move(x, box.y + box.height / 2);
        await tooltip.filter({ hasText: fullDay(row[0]!) }).waitFor();
        const text = await tooltip.innerText();
        expect(text).toMatch(new RegExp(`^${fullDay(row[0]!)}\\s+Listing views\\s+${row[1]}\\s`));
        expect(text).toContain(`Previous period (${weekBefore(row[0]!)})`);
      }
      await page.mouse.move(0, 0);

      const toggle = chart.getByRole('button', { name: 'Show data table' });
      const focused = () => toggle.evaluate((element) => element === document.activeElement);
      for (let presses = 0; presses < 80 && !(await focused()); presses += 1) {
        await page.keyboard.press('Tab');
      }
      expect(await focused()).toBe(true);
      await page.keyboard.press('Enter');
      const table = chart.getByRole('table', {
        name: 'Listing views per day, against the previous period',
      });
      await table.waitFor();
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent)));
      expect(rows.map((row) => row.slice(0, 3))).toEqual(
        shown.map((row) => [fullDay(row[0]!), row[1], weekBefore(row[0]!)]),
      );
    });
  });

  describe('accessibility and small screens', () => {
    const pages = ['/competitors', '/gmb', '/insights', '/reports', '/reports/print?period=30d'];
    const ready = async (path: string) => {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    };

    it.each(pages)('has no serious axe-core violations on %s', async (path) => {
      await ready(path);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it.each(pages)('fits %s in 375 px without horizontal scrolling', async (path) => {
      await page.setViewportSize({ width: 375, height: 800 });
      try {
        await ready(path);
        expect(await horizontalOverflow(page)).toBe(0);
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    });
  });
});
