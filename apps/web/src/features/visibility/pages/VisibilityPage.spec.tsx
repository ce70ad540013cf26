import type { TScan, TScanSummary } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';

import { callsTo } from '@/test-utils/api-mock';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import {
  allowance,
  earnings,
  gridCells,
  keywordsView,
  OLDER_SCAN_ID,
  SCAN_ID,
  scanSummary,
  scanView,
  visibilityConfig,
} from '../visibility.fixtures';

import { VisibilityPage } from './VisibilityPage';

// The server's answers in turn (the last one repeats): each poll of the page gets the next.
const inTurn = <T,>(answers: T[]) => {
  let next = 0;
  return () => jsonResponse(200, answers[Math.min(next++, answers.length - 1)]);
};

const common = {
  'GET /api/visibility/config': jsonResponse(200, visibilityConfig),
  'GET /api/visibility/allowance': jsonResponse(200, allowance),
  'GET /api/dashboard/keywords': jsonResponse(200, keywordsView(['oat latte', 'cold brew'])),
  'GET /api/visibility/earnings': jsonResponse(200, earnings()),
  'GET /api/analytics/competitors': jsonResponse(200, { competitors: [], limit: 3 }),
};

const panel = () => screen.getByTestId('scan-panel');
const figureValues = (element: HTMLElement) =>
  within(element)
    .getAllByTestId('figure-value')
    .map((value) => value.textContent);

describe(VisibilityPage.name, () => {
  afterEach(() => window.localStorage.clear());

  it('runs a scan and follows it from the server: its progress and its points as they come, the figures "—" until it is done', async () => {
    const running: TScan = scanView({
      status: 'running',
      finishedAt: null,
      arp: null,
      atrp: null,
      solv: null,
      cells: gridCells(10),
    });
    const done: TScan = scanView({ arp: 4.25, atrp: 6.5, solv: 36 });
    const { fetchMock, router } = renderSignedIn(<VisibilityPage />, {
      path: '/visibility',
      handlers: {
        ...common,
        'GET /api/visibility/scans': inTurn<TScanSummary[]>([
          [],
          [scanSummary({ status: 'running', arp: null, atrp: null, solv: null })],
          [scanSummary()],
        ]),
        'POST /api/visibility/scans': jsonResponse(202, { id: SCAN_ID, status: 'queued' }),
        [`GET /api/visibility/scans/${SCAN_ID}`]: inTurn<TScan>([running, done]),
      },
    });
    expect((await screen.findByTestId('scan-cost')).textContent).toBe(
      'This scan uses 25 lookups; 400 left this month (resets on Dec 1, 2026).',
    );
    await screen.findByText('No scans of "oat latte" yet: run one with Scan now.');
    fireEvent.click(screen.getByRole('button', { name: 'Scan now' }));

    expect((await screen.findByTestId('scan-progress')).textContent).toBe(
      'Scanning: 10 of 25 points looked up…',
    );
    expect(router.state.location.search).toBe(`?keyword=oat+latte&scan=${SCAN_ID}`);
    const grid = within(panel()).getByRole('group', {
      name: 'Heat map of your shop for "oat latte"',
    });
    expect(within(grid).getAllByRole('link')).toHaveLength(10);
    expect(within(grid).getAllByRole('img', { name: /: not looked up yet$/ })).toHaveLength(15);
    expect(figureValues(panel())).toEqual(['—', '—', '—']);
    expect(
      within(panel()).getByText('The figures appear once every point is looked up.'),
    ).toBeTruthy();

    // The next poll: every point is in, and the figures with it.
    await waitFor(
      () =>
        expect(screen.getByTestId('scan-progress').textContent).toBe('All 25 points looked up.'),
      { timeout: 10_000 },
    );
    expect(within(grid).getAllByRole('link')).toHaveLength(25);
    expect(figureValues(panel())).toEqual(['4.25', '6.5', '36%']);
    expect(
      within(panel()).queryByText('The figures appear once every point is looked up.'),
    ).toBeNull();
    expect(
      within(panel()).getByText('The share of points with data where your shop is in the top 3.'),
    ).toBeTruthy();
    expect(within(panel()).getByText('Simulated')).toBeTruthy();
    // A new scan changes the month's allowance: it is asked again.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/visibility/allowance').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('shows a scan still running where the server has it after a reload', async () => {
    renderSignedIn(<VisibilityPage />, {
      path: '/visibility',
      url: `/visibility?keyword=oat+latte&scan=${SCAN_ID}`,
      handlers: {
        ...common,
        'GET /api/visibility/scans': jsonResponse(200, [
          scanSummary({ status: 'running', arp: null, atrp: null, solv: null }),
        ]),
        [`GET /api/visibility/scans/${SCAN_ID}`]: jsonResponse(
          200,
          scanView({ status: 'running', arp: null, atrp: null, solv: null, cells: gridCells(12) }),
        ),
      },
    });
    expect((await screen.findByTestId('scan-progress')).textContent).toBe(
      'Scanning: 12 of 25 points looked up…',
    );
    expect(figureValues(panel())).toEqual(['—', '—', '—']);
    // Not exported while it runs (the server refuses a running scan's CSV).
    expect(
      within(panel()).getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('sets two scans side by side, and reads a competitor’s grid from the same lookups', async () => {
    const { fetchMock } = renderSignedIn(<VisibilityPage />, {
      path: '/visibility',
      handlers: {
        ...common,
        'GET /api/visibility/scans': jsonResponse(200, [
          scanSummary(),
          scanSummary({ id: OLDER_SCAN_ID, createdAt: '2026-11-13T16:04:00.000Z', solv: 20 }),
        ]),
        [`GET /api/visibility/scans/${SCAN_ID}`]: (request) =>
          jsonResponse(
            200,
            new URL(request.url).searchParams.get('competitor') === 'Blue Door Latte'
              ? scanView({ arp: 1, atrp: 1, solv: 100, cells: gridCells(25, 1) })
              : scanView(),
          ),
        [`GET /api/visibility/scans/${OLDER_SCAN_ID}`]: jsonResponse(
          200,
          scanView({ id: OLDER_SCAN_ID, createdAt: '2026-11-13T16:04:00.000Z', solv: 20 }),
        ),
      },
    });
    const compare = await screen.findByRole('combobox', { name: 'Compare with' });
    expect(
      within(compare)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No comparison', 'Nov 13, 2026, 10:04 AM · 5×5 · 1 km (simulated)']);
    fireEvent.change(compare, { target: { value: OLDER_SCAN_ID } });
    await waitFor(() => expect(screen.getAllByTestId('scan-panel')).toHaveLength(2));
    const [newer, older] = screen.getAllByTestId('scan-panel') as [HTMLElement, HTMLElement];
    expect(newer.getAttribute('aria-label')).toBe('Scan of Nov 20, 2026, 10:04 AM · 5×5 · 1 km');
    await waitFor(() => expect(figureValues(older)).toEqual(['4', '4', '20%']));

    // Whose grid: the businesses seen in the top 3 of the scan, never the shop itself.
    const whose = screen.getByRole('combobox', { name: 'Whose grid' });
    expect(
      within(whose)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Your shop', 'Blue Door Latte', 'Maple Latte', 'Harbor Latte']);
    fireEvent.change(whose, { target: { value: 'Blue Door Latte' } });
    await waitFor(() => expect(figureValues(newer)).toEqual(['1', '1', '100%']));
    expect(within(newer).getByText('Grid of Blue Door Latte')).toBeTruthy();
    expect(
      within(newer).getByText(
        'The share of points with data where Blue Door Latte is in the top 3.',
      ),
    ).toBeTruthy();
    expect(
      callsTo(fetchMock, `GET /api/visibility/scans/${SCAN_ID}`).some(
        (request) => new URL(request.url).searchParams.get('competitor') === 'Blue Door Latte',
      ),
    ).toBe(true);
  });

  it('imports a scan’s CSV as text/csv, and shows the server’s reason when it refuses one', async () => {
    const reason =
      'This is not a scan exported by Nearbly: the first line must be date,keyword,grid_size,radius_km,source,lat,lng,status,position,top1,top2,top3.';
    const { fetchMock } = renderSignedIn(<VisibilityPage />, {
      path: '/visibility',
      handlers: {
        ...common,
        'GET /api/visibility/scans': jsonResponse(200, []),
        'POST /api/visibility/scans/import': jsonResponse(400, { error: reason }),
      },
    });
    const input = await screen.findByLabelText('Scan CSV file');
    // Node's File: jsdom's has no text() yet, which browsers have.
    fireEvent.change(input, {
      target: { files: [new NodeFile(['hello,world\n1,2\n'], 'notes.csv', { type: 'text/csv' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(reason);
    const [request] = callsTo(fetchMock, 'POST /api/visibility/scans/import');
    expect(request?.headers.get('content-type')).toBe('text/csv');
    expect(await request?.text()).toBe('hello,world\n1,2\n');
  });

  it('says what is needed before a scan: a tracked keyword, and where the shop is', async () => {
    renderSignedIn(<VisibilityPage />, {
      path: '/visibility',
      handlers: {
        ...common,
        'GET /api/visibility/config': jsonResponse(200, { ...visibilityConfig, center: null }),
        'GET /api/dashboard/keywords': jsonResponse(200, keywordsView([])),
      },
    });
    await screen.findByText(/Track a keyword first: a scan searches one of your tracked keywords/);
    expect(
      screen.getByText(
        /We don't know where your shop is yet: set its city in Settings to run a scan\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scan now' }).hasAttribute('disabled')).toBe(true);
  });
});
