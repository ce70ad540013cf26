import type { TAnalyticsPoint, TAnalyticsSeries, TAnalyticsTotals } from '@app/contracts';

import { comparisonRows, dayValue } from './analytics-chart';
import { previousRange } from './report-period';

const totals: TAnalyticsTotals = {
  listingViews: 0,
  websiteClicks: 0,
  phoneCalls: 0,
  directionRequests: 0,
  averageRank: null,
  reviews: 0,
};
const day = (date: string, listingViews: number, averageRank: number | null): TAnalyticsPoint => ({
  date,
  listingViews,
  websiteClicks: 0,
  phoneCalls: 0,
  directionRequests: 0,
  averageRank,
  reviews: 0,
});
const report = (
  startDate: string,
  endDate: string,
  series: TAnalyticsPoint[],
): TAnalyticsSeries => ({
  startDate,
  endDate,
  metrics: [],
  series,
  totals,
  previousTotals: totals,
  isEstimated: false,
  source: 'google',
  latestDay: null,
});

describe('analytics chart rows', () => {
  const current = report('2026-11-01', '2026-11-03', [
    day('2026-11-01', 10, 4),
    // 2026-11-02 is missing from the answer.
    day('2026-11-03', 0, null),
  ]);

  it('compares the period with the same number of days just before it', () => {
    expect(previousRange({ startDate: '2026-11-01', endDate: '2026-11-03' })).toEqual({
      startDate: '2026-10-29',
      endDate: '2026-10-31',
    });
    const previous = report('2026-10-29', '2026-10-31', [
      day('2026-10-29', 7, 6),
      day('2026-10-30', 8, 5),
      day('2026-10-31', 9, null),
    ]);
    expect(comparisonRows(current, previous, 'listingViews')).toEqual([
      { date: '2026-11-01', value: 10, previousDate: '2026-10-29', previous: 7 },
      { date: '2026-11-02', value: null, previousDate: '2026-10-30', previous: 8 },
      { date: '2026-11-03', value: 0, previousDate: '2026-10-31', previous: 9 },
    ]);
    expect(
      comparisonRows(current, previous, 'averageRank').map((row) => [row.value, row.previous]),
    ).toEqual([
      [4, 6],
      [null, 5],
      [null, null],
    ]);
  });

  it('makes missing days and an unloaded previous period gaps, and says "no data" for them', () => {
    const rows = comparisonRows(current, undefined, 'listingViews');
    expect(rows.map((row) => row.value)).toEqual([10, null, 0]);
    expect(rows.map((row) => row.previous)).toEqual([null, null, null]);
    expect(dayValue('listingViews', null)).toBe('no data');
    expect(dayValue('listingViews', 0)).toBe('0');
    expect(dayValue('averageRank', 4)).toBe('#4.0');
  });
});
