import { ANALYTICS_METRICS, type TAnalyticsMetric, type TAnalyticsTotals } from '@app/contracts';

import { formatNumber } from '@/components/format-date';

const ANALYTICS_METRIC_LABELS: Record<TAnalyticsMetric, string> = {
  listingViews: 'Listing views',
  websiteClicks: 'Website clicks',
  phoneCalls: 'Calls',
  directionRequests: 'Direction requests',
  averageRank: 'Average rank',
  reviews: 'New reviews',
};

export type MetricChange = {
  // "+12% vs previous period", "2.1 places better vs previous period", "No change"...
  label: string;
  // Whether the owner should read it as good news (a lower rank is better).
  tone: 'good' | 'bad' | 'neutral';
};

export const metricLabel = (metric: TAnalyticsMetric): string => ANALYTICS_METRIC_LABELS[metric];

// A figure as shown in the cards and the table: counts with thousands separators, the average
// rank as "#4.2", a day or period without a ranked check as "—".
export function formatMetric(metric: TAnalyticsMetric, value: number | null): string {
  if (value === null) return '—';
  if (metric === 'averageRank') return `#${value.toFixed(1)}`;
  return formatNumber(value);
}

// The change of a period's total against the period just before it.
export function changeVsPrevious(
  metric: TAnalyticsMetric,
  current: number | null,
  previous: number | null,
): MetricChange {
  const suffix = ' vs previous period';
  if (metric === 'averageRank') {
    if (current === null || previous === null)
      return { label: 'No earlier rank to compare', tone: 'neutral' };
    // Rank 1 is the top: a smaller number is an improvement.
    const places = Math.round((previous - current) * 10) / 10;
    if (places === 0) return { label: `No change${suffix}`, tone: 'neutral' };
    return {
      label: `${Math.abs(places).toFixed(1)} places ${places > 0 ? 'better' : 'worse'}${suffix}`,
      tone: places > 0 ? 'good' : 'bad',
    };
  }
  const now = current ?? 0;
  const before = previous ?? 0;
  if (now === before) return { label: `No change${suffix}`, tone: 'neutral' };
  if (before === 0) return { label: `Up from 0${suffix}`, tone: 'good' };
  const percent = Math.round(((now - before) / before) * 100);
  return {
    label: `${percent > 0 ? '+' : ''}${percent}%${suffix}`,
    tone: now > before ? 'good' : 'bad',
  };
}

export type SummaryFigure = {
  metric: TAnalyticsMetric;
  label: string;
  value: string;
  change: MetricChange;
};

// One card per metric, in the contract's order.
export const summaryFigures = (
  totals: TAnalyticsTotals,
  previousTotals: TAnalyticsTotals,
): SummaryFigure[] =>
  ANALYTICS_METRICS.map((metric) => ({
    metric,
    label: metricLabel(metric),
    value: formatMetric(metric, totals[metric]),
    change: changeVsPrevious(metric, totals[metric], previousTotals[metric]),
  }));
