import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { horizontalOverflow, seriousA11yViolations } from '@app/test-support';
import { browserSystem } from './browser-system';

type TCell = { lat: number; lng: number; status: string; position: number | null };
type TScanView = {
  id: string;
  keyword: string;
  gridSize: number;
  status: string;
  createdAt: string;
  cells: TCell[];
  arp: number | null;
  atrp: number | null;
  solv: number | null;
};

// A 1×1 PNG: what the tile server answers for every tile.
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// MAP_TILE_URL is an outside https tile server; this machine is offline, so the browser's network
// layer answers for it (as for Google Maps below).
const TILE_ORIGIN = 'https://tiles.example.test';

// Issue 20 in Chromium, through the whole system (the simulated rank provider, labelled): a new
// cafe in Austin scans a tracked keyword on a 5×5 grid over the base map, reads the heat map and
// the three figures, opens a point on Google Maps, compares two scans side by side and a
// competitor's grid, exports the CSV and imports it back.
describe('visibility (geo-grid scans) in the browser', () => {
  const prefix = 'nearbly_test_e2e_visibility';
  const { url, newContext, signUp } = browserSystem({
    databasePrefix: prefix,
    bffEnv: { MAP_TILE_URL: `${TILE_ORIGIN}/{z}/{x}/{y}.png` },
  });
  const keyword = 'oat latte';
  const tilesRequested: string[] = [];
  let page: Page;

  beforeAll(async () => {
    const context = await newContext();
    await context.route(`${TILE_ORIGIN}/**`, (route) => {
      tilesRequested.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG });
    });
    // A cell's link opens Google Maps: answered by a stub, so the new tab has an address to check.
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Google Maps (stub)</title>',
      }),
    );
    page = await context.newPage();
  });

  // The BFF as the page calls it, with the stored session.
  const api = <T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> =>
    page.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(path, {
          method,
          headers: {
            Authorization: `Bearer ${window.localStorage.getItem('auth_token') ?? ''}`,
            'content-type': 'application/json',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as T };
      },
      { method, path, body },
    );
  const getScan = async (id: string, competitor?: string): Promise<TScanView> =>
    (
      await api<TScanView>(
        'GET',
        `/api/visibility/scans/${id}${competitor ? `?competitor=${encodeURIComponent(competitor)}` : ''}`,
      )
    ).body;
  const shownScan = (): string => new URL(page.url()).searchParams.get('scan') ?? '';

  const panels = () => page.getByTestId('scan-panel');
  const cellsOf = (panel: Locator) => panel.getByTestId('scan-grid').getByTestId('grid-cell');
  const figure = (panel: Locator, key: 'arp' | 'atrp' | 'solv') =>
    panel.getByTestId(`figure-${key}`).getByTestId('figure-value');
  // A figure as the page shows it: "4.2", "40%", "—" for none.
  const shown = (value: number | null, unit = '') =>
    value === null ? '—' : `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}${unit}`;
  // "Scan now", then the scan shown until the server says it is done.
  const scanNow = async (): Promise<string> => {
    const before = shownScan();
    await page.getByRole('button', { name: 'Scan now' }).click();
    await page.waitForURL(
      (address) =>
        /^[0-9a-f-]{36}$/.test(address.searchParams.get('scan') ?? '') &&
        address.searchParams.get('scan') !== before,
    );
    await page
      .locator('[data-testid="scan-panel"][data-status="done"]')
      .first()
      .waitFor({ timeout: 60_000 });
    return shownScan();
  };

  it('shows what a scan of a tracked keyword costs before it runs', async () => {
    await signUp(page, { businessName: 'Grid Corner Cafe' });
    expect((await api('POST', '/api/dashboard/keywords', { keywords: [keyword] })).status).toBe(
      201,
    );
    await page.goto(url('/keywords'));
    await page.getByRole('link', { name: 'Visibility' }).click();
    await page.waitForURL(url('/visibility'));
    await page.getByRole('heading', { name: 'Visibility', level: 1 }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Keyword' }).inputValue()).toBe(keyword);
    // A cafe: a 5×5 grid of 1 km by default.
    expect(await page.getByRole('combobox', { name: 'Grid size' }).inputValue()).toBe('5');
    expect(await page.getByRole('spinbutton', { name: 'Radius (km)' }).inputValue()).toBe('1');
    const allowance = (
      await api<{ used: number; limit: number; rolledOver: number }>(
        'GET',
        '/api/visibility/allowance',
      )
    ).body;
    const left = (allowance.limit + allowance.rolledOver - allowance.used).toLocaleString('en-US');
    expect(await page.getByTestId('scan-cost').textContent()).toMatch(
      new RegExp(
        `^This scan uses 25 lookups; ${left} left this month \\(resets on [A-Z][a-z]{2} 1, \\d{4}\\)\\.$`,
      ),
    );
  });

  it('runs a 5×5 scan: a heat map of 25 linked points over the base map, and the three figures with their definitions', async () => {
    const id = await scanNow();
    const panel = panels().first();
    const scan = await getScan(id);
    expect(scan).toMatchObject({ keyword, gridSize: 5, status: 'done' });
    expect(scan.cells).toHaveLength(25);
    expect(await panel.getByTestId('scan-progress').textContent()).toBe('All 25 points looked up.');
    expect(await panel.getByText('Simulated', { exact: true }).count()).toBe(1);

    const cells = cellsOf(panel);
    expect(await cells.count()).toBe(25);
    // Row by row from the north-west corner, each named by its point and its state as the API has it.
    const names = await cells.evaluateAll((links) =>
      links.map((link) => link.getAttribute('aria-label')),
    );
    expect(names).toEqual(
      scan.cells.map(
        (cell, index) =>
          `Point ${Math.floor(index / 5) + 1},${(index % 5) + 1}: ${cell.status === 'ok' ? `position ${cell.position}` : cell.status === 'not-found' ? 'not found' : 'no data'}`,
      ),
    );
    expect(
      await cells.evaluateAll((links) =>
        links.every(
          (link) =>
            link.tagName === 'A' &&
            link.getAttribute('target') === '_blank' &&
            /\bnoopener\b/.test(link.getAttribute('rel') ?? ''),
        ),
      ),
    ).toBe(true);

    expect(scan.arp).not.toBeNull();
    expect(await figure(panel, 'arp').textContent()).toBe(shown(scan.arp));
    expect(await figure(panel, 'atrp').textContent()).toBe(shown(scan.atrp));
    expect(await figure(panel, 'solv').textContent()).toBe(shown(scan.solv, '%'));
    await panel
      .getByText(
        'The average over every point with data, a point where your shop was not found counting as 21.',
      )
      .waitFor();

    // The base map: tiles of the configured server, loaded (the page's CSP lets them in).
    const tileCount = await panel.getByTestId('base-map').locator('img').count();
    expect(tileCount).toBeGreaterThan(0);
    await page.waitForFunction(
      (count) =>
        Array.from(
          document.querySelectorAll<HTMLImageElement>('[data-testid="base-map"] img'),
        ).filter((img) => img.complete && img.naturalWidth > 0).length === count,
      tileCount,
    );
    expect(tilesRequested.length).toBeGreaterThan(0);
    expect(tilesRequested.every((path) => /^\/\d+\/\d+\/\d+\.png$/.test(path))).toBe(true);
  });

  it('opens a point on Google Maps, searching the keyword from that point, in a new tab', async () => {
    const scan = await getScan(shownScan());
    // Point 2,4: the 2nd row, 4th column.
    const point = scan.cells[1 * 5 + 3];
    const cell = cellsOf(panels().first()).nth(1 * 5 + 3);
    expect(await cell.getAttribute('aria-label')).toMatch(/^Point 2,4: /);
    const [popup] = await Promise.all([page.context().waitForEvent('page'), cell.click()]);
    await popup.waitForURL(/^https:\/\/www\.google\.com\/maps\//, { waitUntil: 'commit' });
    const match = /^\/maps\/search\/([^/]+)\/@(-?[\d.]+),(-?[\d.]+),(\d+)z$/.exec(
      new URL(popup.url()).pathname,
    );
    expect(match).not.toBeNull();
    expect(decodeURIComponent(match?.[1] ?? '')).toBe(keyword);
    expect([Number(match?.[2]), Number(match?.[3])]).toEqual([point?.lat, point?.lng]);
    await popup.close();
  });

  it('compares two scans of the keyword side by side, and shows a competitor’s grid from the same lookups', async () => {
    const first = shownScan();
    const second = await scanNow();
    expect(second).not.toBe(first);
    // The newest scan is shown; the older one can be set beside it (a scheduled 3×3 scan of the
    // keyword may be listed too, when the shop's listing says it is open now).
    const compare = page.getByRole('combobox', { name: 'Compare with' });
    await compare.locator(`option[value="${first}"]`).waitFor({ state: 'attached' });
    await compare.selectOption(first);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="scan-panel"][data-status="done"]').length === 2,
    );
    const [left, right] = [panels().nth(0), panels().nth(1)];
    for (const [panel, id] of [
      [left, second],
      [right, first],
    ] as const) {
      expect(await cellsOf(panel).count()).toBe(25);
      expect(await figure(panel, 'solv').textContent()).toBe(shown((await getScan(id)).solv, '%'));
    }
    // Side by side: the second panel starts level with the first, to its right.
    const [a, b] = [await left.boundingBox(), await right.boundingBox()];
    expect(b!.x).toBeGreaterThanOrEqual(a!.x + a!.width);
    expect(Math.abs(b!.y - a!.y)).toBeLessThan(2);

    // A business seen in the top 3: its grid, read from the packs stored at each point.
    const whose = page.getByRole('combobox', { name: 'Whose grid' });
    const rival = (await whose.locator('option').nth(1).textContent()) ?? '';
    expect(rival).not.toBe('');
    await whose.selectOption({ label: rival });
    await left.getByText(`Grid of ${rival}`).waitFor();
    const theirs = await getScan(second, rival);
    await page.waitForFunction(
      (expected) =>
        document.querySelector(
          '[data-testid="scan-panel"] [data-testid="figure-solv"] [data-testid="figure-value"]',
        )?.textContent === expected,
      shown(theirs.solv, '%'),
    );
    await whose.selectOption({ label: 'Your shop' });
    await left.getByText(`Grid of ${rival}`).waitFor({ state: 'detached' });
  });

  it('exports the scan as CSV, one row per point, and imports it back', async () => {
    const id = shownScan();
    const scan = await getScan(id);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panels().first().getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `nearbly-scan-oat-latte-${scan.createdAt.slice(0, 10)}.csv`,
    );
    const path = await download.path();
    const lines = (await readFile(path, 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'date,keyword,grid_size,radius_km,source,lat,lng,status,position,top1,top2,top3',
    );
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(25);
    expect(
      rows.map((row) => [
        row[1],
        Number(row[5]),
        Number(row[6]),
        row[7],
        row[8] === '' ? null : Number(row[8]),
      ]),
    ).toEqual(scan.cells.map((cell) => [keyword, cell.lat, cell.lng, cell.status, cell.position]));

    // Back in: a new scan of the keyword, shown at once, with the same points and figures.
    await page.getByLabel('Scan CSV file').setInputFiles(path);
    await page.getByText(`Imported the scan of "${keyword}".`).waitFor();
    await page.waitForURL((address) => address.searchParams.get('scan') !== id);
    const imported = await getScan(shownScan());
    expect(imported).toMatchObject({
      cells: scan.cells.map(({ lat, lng, status, position }) => ({ lat, lng, status, position })),
      arp: scan.arp,
      atrp: scan.atrp,
      solv: scan.solv,
    });
    await page.locator('[data-testid="scan-panel"][data-status="done"]').first().waitFor();
    expect(await cellsOf(panels().first()).count()).toBe(25);
    // Listed among the keyword's scans (dated when its points were looked up) and chosen.
    const picker = page.getByRole('combobox', { name: 'Scan', exact: true });
    await picker.locator(`option[value="${imported.id}"]`).waitFor({ state: 'attached' });
    expect(await picker.inputValue()).toBe(imported.id);

    // A file that is not an export is refused with the server's reason, on the page.
    await page.getByLabel('Scan CSV file').setInputFiles({
      name: 'notes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('hello,world\n1,2\n'),
    });
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'This is not a scan exported by Nearbly: the first line must be date,keyword,grid_size,radius_km,source,lat,lng,status,position,top1,top2,top3.',
      })
      .waitFor();
  });

  it('puts the keyword’s visibility next to what it earns, with the server’s plain statement', async () => {
    const earnings = (
      await api<{ statement: string; source: string }>(
        'GET',
        `/api/visibility/earnings?keyword=${encodeURIComponent(keyword)}&days=90`,
      )
    ).body;
    await page.getByRole('heading', { name: 'What visibility earns' }).scrollIntoViewIfNeeded();
    expect(await page.getByTestId('earnings-statement').textContent()).toBe(earnings.statement);
    expect(earnings.source).toBe('estimate');
    expect(await page.getByTestId('earnings-source').textContent()).toBe(
      'Calls, directions and website clicks are estimates until Google Business Profile is connected.',
    );
    await page.getByTestId('earnings-chart').locator('svg.recharts-surface').first().waitFor();
  });

  it('has no serious axe-core violations, with two scans side by side and a data table open', async () => {
    const compare = page.getByRole('combobox', { name: 'Compare with' });
    await compare.selectOption({ index: 1 });
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="scan-panel"][data-status="done"]').length === 2,
    );
    await panels().first().getByRole('button', { name: 'Show data table' }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('fits in 375 px without horizontal scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.locator('[data-testid="scan-panel"][data-status="done"]').first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
