import {
  ANALYTICS_METRICS,
  type TAnalyticsMetric,
  type TAnalyticsPoint,
  type TAnalyticsSeries,
} from '@app/contracts';
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

import { ChartDataTable } from '@/components/charts/ChartDataTable';
import { axisDay, fullDay } from '@/components/charts/chart-dates';
import { SelectField } from '@/components/SelectField';

import { comparisonRows, dayValue } from '../analytics-chart';
import { formatMetric, metricLabel } from '../report-figures';

// recharts is only downloaded when a chart is shown, in its own chunk.
const AnalyticsPlot = lazy(() => import('./AnalyticsPlot'));

const OPTIONS = ANALYTICS_METRICS.map((metric) => ({ value: metric, label: metricLabel(metric) }));

// A one-sentence reading of the chart for screen readers: the total or average and the best day.
function chartSummary(series: TAnalyticsPoint[], metric: TAnalyticsMetric): string {
  const label = metricLabel(metric);
  const values = series.flatMap((day) =>
    day[metric] === null ? [] : [{ date: day.date, value: day[metric] }],
  );
  if (values.length === 0) return `${label}: no data in this period`;
  const best = values.reduce((top, day) =>
    metric === 'averageRank'
      ? day.value < top.value
        ? day
        : top
      : day.value > top.value
        ? day
        : top,
  );
  return `${label} per day from ${series[0]?.date} to ${series[series.length - 1]?.date}; best day ${best.date} with ${formatMetric(metric, best.value)}`;
}

type AnalyticsChartProps = {
  report: TAnalyticsSeries;
  // The period just before, drawn as a dashed line once loaded.
  previous?: TAnalyticsSeries;
  metric: TAnalyticsMetric;
  onMetric?: (metric: TAnalyticsMetric) => void;
};

// The series of one metric over the period against the period before, with a picker for the
// metric (not in print), a reading for screen readers and the figures as a table on demand.
export function AnalyticsChart({ report, previous, metric, onMetric }: AnalyticsChartProps) {
  const { series } = report;
  const rows = comparisonRows(report, previous, metric);
  const label = metricLabel(metric);
  return (
    <Stack gap="3">
      {onMetric && (
        <Box maxW="xs" _print={{ display: 'none' }}>
          <SelectField
            size="sm"
            label="Chart"
            value={metric}
            options={OPTIONS}
            onChange={(value) => onMetric(value as TAnalyticsMetric)}
          />
        </Box>
      )}
      {series.length === 0 ? (
        <Text color="fg.muted">No figures in this period yet.</Text>
      ) : (
        <Stack as="figure" gap="2" width="full" breakInside="avoid" data-testid="report-chart">
          <Box role="img" aria-label={chartSummary(series, metric)}>
            {rows.some((row) => row.value !== null || row.previous !== null) ? (
              <Suspense
                fallback={
                  <Skeleton
                    height="72"
                    borderRadius="md"
                    aria-busy="true"
                    aria-label="Loading the chart"
                  />
                }
              >
                <AnalyticsPlot rows={rows} metric={metric} />
              </Suspense>
            ) : (
              <Text color="fg.muted">{`No ${label.toLowerCase()} in this period or the one before.`}</Text>
            )}
          </Box>
          <ChartDataTable
            caption={`${label} per day, against the previous period`}
            columns={['Date', label, 'Previous period', `${label}, previous period`]}
            rows={rows.map((row) => ({
              key: row.date,
              cells: [
                fullDay(row.date),
                dayValue(metric, row.value),
                axisDay(row.previousDate),
                dayValue(metric, row.previous),
              ],
            }))}
          />
        </Stack>
      )}
    </Stack>
  );
}
