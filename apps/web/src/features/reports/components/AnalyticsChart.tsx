import { ANALYTICS_METRICS, type TAnalyticsMetric, type TAnalyticsPoint } from '@app/contracts';
import { Box, chakra, Stack, Text } from '@chakra-ui/react';

import { rankTierOf } from '@/components/rank';
import { chartGeometry } from '@/features/keywords/chart-geometry';
import { SelectField } from '@/components/SelectField';

import { formatMetric, metricLabel } from '../report-figures';
import { CHART, seriesGeometry } from '../series-geometry';

const Line = chakra('line');
const Polyline = chakra('polyline');
const Polygon = chakra('polygon');
const Circle = chakra('circle');
const Label = chakra('text');

const OPTIONS = ANALYTICS_METRICS.map((metric) => ({ value: metric, label: metricLabel(metric) }));

// The first and last dates sit at the plot's edges: anchor them inwards so they are not cut off.
const anchorOf = (x: number): 'start' | 'middle' | 'end' =>
  x >= CHART.width - CHART.right - 1 ? 'end' : x <= CHART.left + 1 ? 'start' : 'middle';

type Ticks = { yTicks: { y: number; label: string }[]; xTicks: { x: number; label: string }[] };

function Axes({ yTicks, xTicks }: Ticks) {
  return (
    <>
      {yTicks.map((tick) => (
        <g key={tick.label}>
          <Line
            x1={CHART.left}
            x2={CHART.width - CHART.right}
            y1={tick.y}
            y2={tick.y}
            stroke="border.muted"
            strokeWidth="1"
          />
          <Label x={CHART.left - 6} y={tick.y + 4} textAnchor="end" fontSize="10px" fill="fg.muted">
            {tick.label}
          </Label>
        </g>
      ))}
      {xTicks.map((tick) => (
        <Label
          key={`${tick.x}-${tick.label}`}
          x={tick.x}
          y={CHART.height - 8}
          textAnchor={anchorOf(tick.x)}
          fontSize="10px"
          fill="fg.muted"
        >
          {tick.label}
        </Label>
      ))}
    </>
  );
}

// The average rank: #1 at the top and the rank colours, as on the keywords chart.
function RankLines({ series }: { series: TAnalyticsPoint[] }) {
  const geometry = chartGeometry(
    series.map((day) => ({
      date: day.date,
      position: day.averageRank,
      status: day.averageRank === null ? 'no_data' : 'ok',
    })),
  );
  return (
    <>
      <Axes yTicks={geometry.yTicks} xTicks={geometry.xTicks} />
      {geometry.segments.map((segment) => (
        <Polyline key={segment} points={segment} fill="none" stroke="brand.solid" strokeWidth="2" />
      ))}
      {series.length <= 90 &&
        geometry.points.map((point) => (
          <Circle
            key={point.date}
            cx={point.x}
            cy={point.y}
            r="3"
            fill={`rank.${rankTierOf(Math.round(point.position))}`}
          />
        ))}
    </>
  );
}

function CountLines({
  series,
  metric,
}: {
  series: TAnalyticsPoint[];
  metric: Exclude<TAnalyticsMetric, 'averageRank'>;
}) {
  const geometry = seriesGeometry(series.map((day) => ({ date: day.date, value: day[metric] })));
  return (
    <>
      <Axes yTicks={geometry.yTicks} xTicks={geometry.xTicks} />
      <Polygon points={geometry.area} fill="brand.subtle" opacity="0.6" />
      <Polyline points={geometry.line} fill="none" stroke="brand.solid" strokeWidth="2" />
    </>
  );
}

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
  series: TAnalyticsPoint[];
  metric: TAnalyticsMetric;
  onMetric?: (metric: TAnalyticsMetric) => void;
};

// The series of one metric over the period, with a picker for the metric (not in print).
export function AnalyticsChart({ series, metric, onMetric }: AnalyticsChartProps) {
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
        <Box
          as="figure"
          role="img"
          aria-label={chartSummary(series, metric)}
          data-testid="report-chart"
          width="full"
          breakInside="avoid"
        >
          <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} width="100%" aria-hidden="true">
            {metric === 'averageRank' ? (
              <RankLines series={series} />
            ) : (
              <CountLines series={series} metric={metric} />
            )}
          </svg>
        </Box>
      )}
    </Stack>
  );
}
