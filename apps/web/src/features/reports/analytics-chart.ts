import type { TAnalyticsMetric, TAnalyticsSeries } from '@app/contracts';

import { daysBetween } from '@/components/charts/chart-data';

import { formatMetric } from './report-figures';
import { previousRange } from './report-period';

export type ComparisonRow = {
  date: string;
  // The metric on this day; null on a day the report lacks (or without a ranked check): a gap.
  value: number | null;
  // The same day of the period just before (day 1 against day 1, ...) and its figure, null while
  // that period is not loaded or lacks the day.
  previousDate: string;
  previous: number | null;
};

// The period's days against the days of the period before it, for one metric.
export function comparisonRows(
  report: TAnalyticsSeries,
  previous: TAnalyticsSeries | undefined,
  metric: TAnalyticsMetric,
): ComparisonRow[] {
  const days = daysBetween(report.startDate, report.endDate);
  const valueOn = (series: TAnalyticsSeries | undefined) => {
    const byDate = new Map(series?.series.map((day) => [day.date, day[metric]]));
    return (date: string) => byDate.get(date) ?? null;
  };
  const current = valueOn(report);
  const before = valueOn(previous);
  const earlier = previousRange(report);
  const previousDays = daysBetween(earlier.startDate, earlier.endDate);
  return days.map((date, index) => {
    const previousDate = previousDays[index] ?? date;
    return { date, value: current(date), previousDate, previous: before(previousDate) };
  });
}

// A day's figure in the tooltip and the data table: "no data" rather than a dash or a zero, as
// the day is a gap in the line.
export const dayValue = (metric: TAnalyticsMetric, value: number | null): string =>
  value === null ? 'no data' : formatMetric(metric, value);
