import { daysBetween, rankAxis } from './chart-data';

describe('chart data', () => {
  it('lists every day of a range, across a month end', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(daysBetween('2026-11-02', '2026-11-02')).toEqual(['2026-11-02']);
  });

  it('runs the rank axis from #1 to at least #10 in whole places, ignoring days without a rank', () => {
    expect(rankAxis([3, null, 5])).toEqual({ domain: [1, 10], ticks: [1, 4, 7, 10] });
    expect(rankAxis([null, null])).toEqual({ domain: [1, 10], ticks: [1, 4, 7, 10] });
    // The worst position shown is the bottom; an average rank rounds down the axis, not the value.
    expect(rankAxis([2, 17])).toEqual({ domain: [1, 17], ticks: [1, 5, 9, 13, 17] });
    expect(rankAxis([12.4]).domain).toEqual([1, 13]);
  });
});
