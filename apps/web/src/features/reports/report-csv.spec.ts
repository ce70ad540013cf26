import type { TAnalyticsPoint } from '@app/contracts';

import { REPORT_CSV_COLUMNS, reportCsv, reportFileName } from './report-csv';

const day = (date: string, overrides: Partial<TAnalyticsPoint> = {}): TAnalyticsPoint => ({
  date,
  listingViews: 41,
  websiteClicks: 3,
  phoneCalls: 1,
  directionRequests: 5,
  averageRank: 4.5,
  reviews: 0,
  ...overrides,
});

describe(reportCsv.name, () => {
  it('writes the header, then one row per day in the order shown', () => {
    const csv = reportCsv([
      day('2026-11-19'),
      day('2026-11-20', { listingViews: 1250, averageRank: 3 }),
      day('2026-11-21', { reviews: 2 }),
    ]);
    expect(csv.split('\n')).toEqual([
      'date,listingViews,websiteClicks,phoneCalls,directionRequests,averageRank,reviews',
      '2026-11-19,41,3,1,5,4.5,0',
      '2026-11-20,1250,3,1,5,3,0',
      '2026-11-21,41,3,1,5,4.5,2',
      '',
    ]);
    expect(REPORT_CSV_COLUMNS[0]).toBe('date');
  });

  it('leaves the average rank empty on a day without a ranked check, never 0', () => {
    expect(reportCsv([day('2026-11-21', { averageRank: null })]).split('\n')[1]).toBe(
      '2026-11-21,41,3,1,5,,0',
    );
  });

  it("leaves Google's figures empty on the days Google has not published yet, never 0", () => {
    const csv = reportCsv([day('2026-11-20'), day('2026-11-21', { listingViews: 0, websiteClicks: 0, phoneCalls: 0, directionRequests: 0, reviews: 1 })], {
      source: 'google-sandbox',
      latestDay: '2026-11-20',
    });
    expect(csv.split('\n').slice(1, 3)).toEqual(['2026-11-20,41,3,1,5,4.5,0', '2026-11-21,,,,,4.5,1']);
    // Estimates are figures for every day.
    expect(reportCsv([day('2026-11-21')], { source: 'estimate', latestDay: null }).split('\n')[1]).toBe('2026-11-21,41,3,1,5,4.5,0');
  });

  it('writes only the header for an empty series', () => {
    expect(reportCsv([])).toBe(`${REPORT_CSV_COLUMNS.join(',')}\n`);
  });

  it('is named with the report date', () => {
    expect(reportFileName('2026-11-21')).toBe('nearbly-report-2026-11-21.csv');
  });
});
