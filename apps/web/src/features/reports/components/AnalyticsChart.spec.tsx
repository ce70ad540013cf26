import type { TAnalyticsPoint, TAnalyticsSeries, TAnalyticsTotals } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderWithProviders } from '@/test-utils/render';

import { AnalyticsChart } from './AnalyticsChart';

const totals: TAnalyticsTotals = {
  listingViews: 0,
  websiteClicks: 0,
  phoneCalls: 0,
  directionRequests: 0,
  averageRank: null,
  reviews: 0,
};
const report = (
  startDate: string,
  endDate: string,
  views: [string, number][],
): TAnalyticsSeries => ({
  startDate,
  endDate,
  metrics: [],
  series: views.map(([date, listingViews]): TAnalyticsPoint => ({
    date,
    listingViews,
    websiteClicks: 0,
    phoneCalls: 0,
    directionRequests: 0,
    averageRank: null,
    reviews: 0,
  })),
  totals,
  previousTotals: totals,
  isEstimated: false,
  source: 'google',
  latestDay: null,
});

describe(AnalyticsChart.name, () => {
  it('keeps its screen-reader reading and shows each day against the previous period as a table', async () => {
    renderWithProviders(
      <AnalyticsChart
        report={report('2026-11-20', '2026-11-22', [
          ['2026-11-20', 12],
          ['2026-11-22', 0],
        ])}
        previous={report('2026-11-17', '2026-11-19', [
          ['2026-11-17', 9],
          ['2026-11-18', 11],
          ['2026-11-19', 7],
        ])}
        metric="listingViews"
      />,
    );
    // The drawing comes in its own chunk, after a placeholder.
    await waitFor(() => expect(screen.queryByLabelText('Loading the chart')).toBeNull());
    expect(
      screen.getByRole('img', {
        name: 'Listing views per day from 2026-11-20 to 2026-11-22; best day 2026-11-20 with 12',
      }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show data table' }));
    const table = screen.getByRole('table', {
      name: 'Listing views per day, against the previous period',
    });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(cells).toEqual([
      ['Date', 'Listing views', 'Previous period', 'Listing views, previous period'],
      ['Fri, Nov 20, 2026', '12', 'Nov 17', '9'],
      // A day the report lacks is "no data", not 0; a real 0 stays 0.
      ['Sat, Nov 21, 2026', 'no data', 'Nov 18', '11'],
      ['Sun, Nov 22, 2026', '0', 'Nov 19', '7'],
    ]);
  });

  it('draws nothing without a single figure, and says so', () => {
    renderWithProviders(
      <AnalyticsChart
        report={report('2026-11-20', '2026-11-21', [
          ['2026-11-20', 12],
          ['2026-11-21', 3],
        ])}
        metric="averageRank"
      />,
    );
    expect(screen.getByText('No average rank in this period or the one before.')).toBeTruthy();
    expect(screen.queryByLabelText('Loading the chart')).toBeNull();
    expect(screen.getByRole('img', { name: 'Average rank: no data in this period' })).toBeTruthy();
  });
});
