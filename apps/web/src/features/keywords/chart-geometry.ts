import type { TRankPoint } from '@app/contracts';

import { formatDay } from '@/components/format-date';

export type ChartPoint = { x: number; y: number; date: string; position: number };
export type ChartGeometry = {
  points: ChartPoint[];
  // Line segments between consecutive checks with a position; a failed check breaks the line.
  segments: string[];
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string }[];
  gaps: { x: number; date: string }[];
};

export const CHART = { width: 560, height: 180, left: 36, right: 12, top: 12, bottom: 28 } as const;

const shortDate = (date: string) => formatDay(date, 'dayMonth');

// Positions on an inverted axis (#1 at the top), dates left to right.
export function chartGeometry(history: TRankPoint[]): ChartGeometry {
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const ranked = history.flatMap((point) => (point.position === null ? [] : [point.position]));
  const worst = Math.max(10, ...ranked);
  const top = 1;
  const xOf = (index: number) => CHART.left + (history.length <= 1 ? plotWidth / 2 : (index / (history.length - 1)) * plotWidth);
  const yOf = (position: number) => CHART.top + ((position - top) / Math.max(worst - top, 1)) * plotHeight;

  const points: ChartPoint[] = [];
  const gaps: { x: number; date: string }[] = [];
  const segments: string[] = [];
  let current: string[] = [];
  history.forEach((point, index) => {
    if (point.position === null) {
      gaps.push({ x: xOf(index), date: point.date });
      if (current.length > 1) segments.push(current.join(' '));
      current = [];
      return;
    }
    const chartPoint = { x: xOf(index), y: yOf(point.position), date: point.date, position: point.position };
    points.push(chartPoint);
    current.push(`${chartPoint.x.toFixed(1)},${chartPoint.y.toFixed(1)}`);
  });
  if (current.length > 1) segments.push(current.join(' '));

  const yValues = [...new Set([1, Math.round((1 + worst) / 2), worst])];
  const step = Math.max(1, Math.ceil(history.length / 5));
  return {
    points,
    segments,
    gaps,
    yTicks: yValues.map((value) => ({ y: yOf(value), label: `#${value}` })),
    xTicks: history.flatMap((point, index) => (index % step === 0 || index === history.length - 1 ? [{ x: xOf(index), label: shortDate(point.date) }] : [])),
  };
}
