import { nextPeriod, periodOf, periodRange, rangeLabel, REPORT_PERIODS } from './report-period';

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

  it("ends on the business's today and counts today as one of the days", () => {
    // 01:30 on Nov 21 in UTC is still Nov 20 in Chicago: the report follows the business's days.
    const now = new Date('2026-11-21T01:30:00Z');
    expect(periodRange(periodOf('7d'), 'America/Chicago', now)).toEqual({
      startDate: '2026-11-14',
      endDate: '2026-11-20',
    });
    expect(periodRange(periodOf('30d'), 'America/Chicago', now)).toEqual({
      startDate: '2026-10-22',
      endDate: '2026-11-20',
    });
    expect(periodRange(periodOf('90d'), 'America/Chicago', now)).toEqual({
      startDate: '2026-08-23',
      endDate: '2026-11-20',
    });
    expect(periodRange(periodOf('1y'), 'America/Chicago', now)).toEqual({
      startDate: '2025-11-21',
      endDate: '2026-11-20',
    });
  });

  it.each(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'])(
    'ends the period on the local day in %s, where UTC is already tomorrow',
    (timeZone) => {
      expect(periodRange(periodOf('7d'), timeZone, new Date('2026-11-24T03:30:00Z'))).toEqual({
        startDate: '2026-11-17',
        endDate: '2026-11-23',
      });
    },
  );

  it('counts the day the clocks change once', () => {
    // Chicago: 2026-11-01 has 25 hours, 2026-03-08 has 23.
    expect(
      periodRange(periodOf('7d'), 'America/Chicago', new Date('2026-11-02T12:00:00Z')),
    ).toEqual({
      startDate: '2026-10-27',
      endDate: '2026-11-02',
    });
    expect(
      periodRange(periodOf('7d'), 'America/Chicago', new Date('2026-03-09T04:30:00Z')),
    ).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-08',
    });
  });

  it('gives every period its number of days, across a leap day', () => {
    const now = new Date('2028-03-01T12:00:00Z');
    for (const period of REPORT_PERIODS) {
      const { startDate, endDate } = periodRange(period, 'America/Denver', now);
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
