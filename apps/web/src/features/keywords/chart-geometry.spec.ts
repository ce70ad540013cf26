import { CHART, chartGeometry } from './chart-geometry';

describe(chartGeometry.name, () => {
  it('puts #1 at the top, breaks the line at a failed check and marks it', () => {
    const geometry = chartGeometry([
      { date: '2026-11-01', position: 1, status: 'ok' },
      { date: '2026-11-02', position: 10, status: 'ok' },
      { date: '2026-11-03', position: null, status: 'no_data' },
      { date: '2026-11-04', position: 5, status: 'ok' },
      { date: '2026-11-05', position: 4, status: 'ok' },
    ]);
    const [first, second] = geometry.points;
    expect(first?.y).toBe(CHART.top);
    expect(second?.y).toBeGreaterThan(first?.y ?? 0);
    expect(geometry.points).toHaveLength(4);
    expect(geometry.segments).toHaveLength(2);
    expect(geometry.gaps.map((gap) => gap.date)).toEqual(['2026-11-03']);
    expect(geometry.yTicks[0]?.label).toBe('#1');
  });

  it('draws a single check as one dot in the middle', () => {
    const geometry = chartGeometry([{ date: '2026-11-01', position: 3, status: 'ok' }]);
    expect(geometry.points).toHaveLength(1);
    expect(geometry.segments).toHaveLength(0);
  });
});
