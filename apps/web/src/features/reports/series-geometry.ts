import { formatDay, formatNumber } from '@/components/format-date';
import { CHART } from '@/features/keywords/chart-geometry';

export { CHART };

export type SeriesPoint = { x: number; y: number; date: string; value: number };
export type SeriesGeometry = {
  points: SeriesPoint[];
  // The line through the days, as an SVG polyline; the area under it closes on the axis.
  line: string;
  area: string;
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string }[];
};

const shortDate = (date: string) => formatDay(date, 'dayMonth');

// A round top for the axis: 10, 20, 50, 100, 200, ... at least the highest value.
export function niceMax(value: number): number {
  if (value <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

// A count per day (listing views, calls, ...) on the same frame as the keyword chart: zero at
// the bottom, dates left to right, about six date labels whatever the period's length.
export function seriesGeometry(days: readonly { date: string; value: number }[]): SeriesGeometry {
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const max = niceMax(Math.max(0, ...days.map((day) => day.value)));
  const xOf = (index: number) =>
    CHART.left + (days.length <= 1 ? plotWidth / 2 : (index / (days.length - 1)) * plotWidth);
  const yOf = (value: number) => CHART.top + plotHeight - (value / max) * plotHeight;
  const points = days.map((day, index) => ({
    x: xOf(index),
    y: yOf(day.value),
    date: day.date,
    value: day.value,
  }));
  const line = points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
  const bottom = (CHART.top + plotHeight).toFixed(1);
  const first = points[0];
  const last = points[points.length - 1];
  const area =
    first && last ? `${first.x.toFixed(1)},${bottom} ${line} ${last.x.toFixed(1)},${bottom}` : '';
  const step = Math.max(1, Math.ceil(days.length / 6));
  return {
    points,
    line,
    area,
    yTicks: [0, max / 2, max].map((value) => ({
      y: yOf(value),
      label: formatNumber(value),
    })),
    xTicks: days.flatMap((day, index) =>
      index % step === 0 || index === days.length - 1
        ? [{ x: xOf(index), label: shortDate(day.date) }]
        : [],
    ),
  };
}
