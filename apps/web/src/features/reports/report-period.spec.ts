import { REPORT_PERIODS } from '@app/contracts';

import { nextPeriod, periodOf, periodRange, rangeLabel } from './report-period';

describe('report periods', () => {
  it('cycles Last 7 days → Last 30 days → Last 90 days → Last year → Last 7 days', () => {
    const labels = [periodOf('7d')];
    for (let step = 0; step < 4; step += 1) labels.push(nextPeriod(labels[labels.length - 1]!.id));
    expect(labels.map((period) => period.label)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last year',
      'Last 7 days',
    ]);
  });

  it('opens on the last 30 days, also for an unknown period in the address', () => {
    expect(periodOf(null).label).toBe('Last 30 days');
    expect(periodOf('2w').label).toBe('Last 30 days');
  });

  it('ends on today in UTC and counts today as one of the days', () => {
    // 01:30 on Nov 21 in UTC is still Nov 20 in Austin: the report follows UTC days.
    const now = new Date('2026-11-21T01:30:00Z');
    expect(periodRange(periodOf('7d'), now)).toEqual({
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
    expect(periodRange(periodOf('30d'), now)).toEqual({
      startDate: '2026-10-23',
      endDate: '2026-11-21',
    });
    expect(periodRange(periodOf('90d'), now)).toEqual({
      startDate: '2026-08-24',
      endDate: '2026-11-21',
    });
    expect(periodRange(periodOf('1y'), now)).toEqual({
      startDate: '2025-11-22',
      endDate: '2026-11-21',
    });
  });

  it('gives every period its number of days, across a leap day', () => {
    const now = new Date('2028-03-01T12:00:00Z');
    for (const period of REPORT_PERIODS) {
      const { startDate, endDate } = periodRange(period, now);
      const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
      expect(days).toBe(period.days);
    }
  });

  it('writes the range for people, with the year once when both ends share it', () => {
    expect(rangeLabel({ startDate: '2026-10-23', endDate: '2026-11-21' })).toBe(
      'Oct 23 – Nov 21, 2026',
    );
    expect(rangeLabel({ startDate: '2025-11-22', endDate: '2026-11-21' })).toBe(
      'Nov 22, 2025 – Nov 21, 2026',
    );
  });
});
