// Data shaping shared by the charts: the days of a period and the rank axis (its ticks and props).

const DAY_MS = 86_400_000;

// Every UTC day from start to end inclusive (YYYY-MM-DD), so a day the data lacks is still a
// point on the axis: a gap in the line, never a zero.
export function daysBetween(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(startDate); time <= Date.parse(endDate); time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

export type RankAxis = { domain: [number, number]; ticks: number[] };

// A rank axis drawn reversed (#1 at the top) from #1 to the worst position shown, at least #10,
// with up to five whole-number ticks that include #1 and the bottom.
export function rankAxis(positions: readonly (number | null)[]): RankAxis {
  const ranked = positions.filter((position): position is number => position !== null);
  const bottom = Math.max(10, Math.ceil(Math.max(0, ...ranked)));
  const step = Math.ceil((bottom - 1) / 4);
  const ticks: number[] = [];
  for (let tick = 1; tick < bottom; tick += step) ticks.push(tick);
  ticks.push(bottom);
  return { domain: [1, bottom], ticks };
}

// The props of a rank Y axis for recharts' <YAxis>: #1 at the top, every tick given (#1 included:
// recharts would drop one it thinks crowds an edge), whole ranks written "#n".
export function rankYAxisProps(axis: RankAxis, stroke: string) {
  return {
    reversed: true,
    allowDecimals: false,
    domain: axis.domain,
    ticks: axis.ticks,
    interval: 0,
    tickFormatter: (value: number) => `#${value}`,
    axisLine: { stroke },
    tickLine: false,
  } as const;
}
