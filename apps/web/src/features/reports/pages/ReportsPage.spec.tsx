import type { TAnalyticsPoint, TAnalyticsSeries, TAnalyticsTotals } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { callsTo } from '@/test-utils/api-mock';
import { jsonResponse } from '@/test-utils/render';
import { renderSignedIn } from '@/test-utils/signed-in';

import { ReportsPage } from './ReportsPage';

// 19:30 on Nov 21 in Chicago (the signed-in business's timezone), already Nov 22 in UTC: the
// periods end on the business's today, Nov 21.
const NOW = new Date('2026-11-22T01:30:00Z');
const DAY_MS = 86_400_000;

// A fake BFF series: one point per day of the asked range, figures that differ day to day.
function seriesFor(startDate: string, endDate: string): TAnalyticsSeries {
  const series: TAnalyticsPoint[] = [];
  for (
    let time = Date.parse(startDate), index = 0;
    time <= Date.parse(endDate);
    time += DAY_MS, index += 1
  ) {
    series.push({
      date: new Date(time).toISOString().slice(0, 10),
      listingViews: 40 + index,
      websiteClicks: index % 4,
      phoneCalls: index % 2,
      directionRequests: 5,
      averageRank: index % 3 === 0 ? null : 4.5,
      reviews: index % 5 === 0 ? 1 : 0,
    });
  }
  const sum = (key: keyof Omit<TAnalyticsPoint, 'date' | 'averageRank'>) =>
    series.reduce((total, day) => total + day[key], 0);
  const totals: TAnalyticsTotals = {
    listingViews: sum('listingViews'),
    websiteClicks: sum('websiteClicks'),
    phoneCalls: sum('phoneCalls'),
    directionRequests: sum('directionRequests'),
    averageRank: 4.5,
    reviews: sum('reviews'),
  };
  return {
    startDate,
    endDate,
    metrics: [],
    series,
    totals,
    previousTotals: {
      ...totals,
      listingViews: Math.round(totals.listingViews / 2),
      averageRank: 6,
    },
    isEstimated: true,
    source: 'estimate',
    latestDay: null,
  };
}

const handlers = {
  'GET /api/analytics/data': (request: Request) => {
    const params = new URL(request.url).searchParams;
    return jsonResponse(200, seriesFor(params.get('startDate') ?? '', params.get('endDate') ?? ''));
  },
};
const asked = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, 'GET /api/analytics/data').map((request) => new URL(request.url).search);
const tableRows = () => within(screen.getByTestId('report-table')).getAllByRole('row').slice(1);

describe(ReportsPage.name, () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it("opens on the last 30 days (the business's days, ending today) with totals, changes, the estimate note and a row per day", async () => {
    const { fetchMock } = renderSignedIn(<ReportsPage />, { path: '/reports', handlers });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(31));
    // The period, and the 30 days before it for the chart's comparison line.
    expect(asked(fetchMock)).toEqual([
      '?startDate=2026-10-23&endDate=2026-11-21',
      '?startDate=2026-09-23&endDate=2026-10-22',
    ]);
    expect(screen.getByTestId('report-range').textContent).toBe(
      'Last 30 days: Oct 23 – Nov 21, 2026',
    );
    expect(screen.getByText('Estimated figures')).toBeTruthy();
    const summary = within(screen.getByTestId('report-summary'));
    // 40 + 41 + ... + 69 listing views, against half as many before.
    expect(summary.getByText('1,635')).toBeTruthy();
    expect(summary.getByText('+100% vs previous period')).toBeTruthy();
    expect(summary.getByText('1.5 places better vs previous period')).toBeTruthy();
    const first = within(tableRows()[0]!);
    expect(first.getByText('Fri, Oct 23, 2026')).toBeTruthy();
    expect(tableRows()[0]!.querySelector('[data-metric="averageRank"]')?.textContent).toBe('—');
    expect(
      screen.getByRole('img', {
        name: /^Listing views per day from 2026-10-23 to 2026-11-21; best day 2026-11-21 with 69$/,
      }),
    ).toBeTruthy();
  });

  it('cycles Last 30 days → 90 → Last year → 7 → 30, and the figures follow', async () => {
    const { fetchMock } = renderSignedIn(<ReportsPage />, { path: '/reports', handlers });
    const periods: string[] = [];
    for (const [label, days] of [
      ['Last 90 days', 90],
      ['Last year', 365],
      ['Last 7 days', 7],
      ['Last 30 days', 30],
    ] as const) {
      fireEvent.click(await screen.findByRole('button', { name: /, change period$/ }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: `${label}, change period` })).toBeTruthy(),
      );
      await waitFor(() => expect(tableRows()).toHaveLength(days));
      periods.push(label);
    }
    expect(periods).toHaveLength(4);
    // Each period with the one just before it (the last 30 days again come from the cache).
    expect(asked(fetchMock)).toEqual([
      '?startDate=2026-10-23&endDate=2026-11-21',
      '?startDate=2026-09-23&endDate=2026-10-22',
      '?startDate=2026-08-24&endDate=2026-11-21',
      '?startDate=2026-05-26&endDate=2026-08-23',
      '?startDate=2025-11-22&endDate=2026-11-21',
      '?startDate=2024-11-22&endDate=2025-11-21',
      '?startDate=2026-11-15&endDate=2026-11-21',
      '?startDate=2026-11-08&endDate=2026-11-14',
    ]);
    // A year is 365 table rows: slow to render in jsdom on a busy 2-core machine.
  }, 30_000);

  it('exports exactly the rows on screen as nearbly-report-<date>.csv', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderSignedIn(<ReportsPage />, { path: '/reports', url: '/reports?period=7d', handlers });
    await waitFor(() => expect(tableRows()).toHaveLength(7));
    fireEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'nearbly-report-2026-11-21.csv',
    );
    const lines = (await blobs[0]!.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'date,listingViews,websiteClicks,phoneCalls,directionRequests,averageRank,reviews',
    );
    const shown = tableRows().map((row) =>
      [
        row.querySelector('time')?.getAttribute('dateTime'),
        ...Array.from(row.querySelectorAll('[data-metric]')).map((cell) =>
          cell.textContent === '—'
            ? ''
            : cell.textContent?.replace(/^#/, '').replace(/,/g, '').replace(/\.0$/, ''),
        ),
      ].join(','),
    );
    expect(lines.slice(1)).toEqual(shown);
    expect(lines[1]).toBe('2026-11-15,40,0,0,5,,1');
  });

  it('links the printable view of the same period', async () => {
    renderSignedIn(<ReportsPage />, { path: '/reports', url: '/reports?period=90d', handlers });
    expect((await screen.findByRole('link', { name: 'Printable view' })).getAttribute('href')).toBe(
      '/reports/print?period=90d',
    );
  });

  it('shows the server refusal when the report cannot be loaded', async () => {
    renderSignedIn(<ReportsPage />, {
      path: '/reports',
      handlers: {
        'GET /api/analytics/data': jsonResponse(400, {
          error: 'Choose a period of at most 366 days',
        }),
      },
    });
    expect(await screen.findByText('Choose a period of at most 366 days')).toBeTruthy();
    expect(screen.getByText('Could not load the report')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export Report' }).disabled).toBe(
      true,
    );
  });
});
