import type { TAnalyticsMetric } from '@app/contracts';
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, HStack, Text } from '@chakra-ui/react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

import { axisDay, fullDay } from '@/components/charts/chart-dates';
import { LegendLine } from '@/components/charts/LegendLine';
import { rankAxis, rankYAxisProps } from '@/components/charts/chart-data';
import { rankTierOf } from '@/components/rank';

import { type ComparisonRow, dayValue } from '../analytics-chart';
import { metricLabel } from '../report-figures';

type AnalyticsPlotProps = { rows: ComparisonRow[]; metric: TAnalyticsMetric };

// One metric per day drawn with recharts (its own chunk, loaded with the chart), this period as
// a solid line and the period before as a dashed one; the average rank on a reversed axis (#1 at
// the top) with dots in the rank colours. The tooltip is our own: Chart.Tooltip leaves out a value
// that is not truthy, and 0 calls or a day without data are what the owner hovers to read.
export default function AnalyticsPlot({ rows, metric }: AnalyticsPlotProps) {
  const chart = useChart({
    data: rows,
    series: [
      {
        name: 'value',
        label: 'This period',
        color: 'brand.solid',
        icon: <LegendLine color="brand.solid" />,
      },
      {
        name: 'previous',
        label: 'Previous period',
        color: 'fg.subtle',
        strokeDasharray: '5 4',
        icon: <LegendLine color="fg.subtle" dashed />,
      },
    ],
  });
  // A theme token as the CSS variable recharts draws with.
  const color = (token: string | undefined): string => String(chart.color(token));
  const isRank = metric === 'averageRank';
  const axis = rankAxis(rows.flatMap((row) => [row.value, row.previous]));
  return (
    <Chart.Root chart={chart} maxH="72">
      {/* No keyboard layer of its own: the chart is an image with a text reading, and its
          data table is the keyboard way to the figures (a focusable drawing would be a tab stop
          inside an image). */}
      <LineChart
        accessibilityLayer={false}
        data={chart.data}
        responsive
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke={color('border.muted')} vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={axisDay}
          axisLine={{ stroke: color('border') }}
          tickLine={false}
          minTickGap={24}
        />
        {isRank ? (
          <YAxis {...rankYAxisProps(axis, color('border'))} width={40} />
        ) : (
          <YAxis
            allowDecimals={false}
            domain={[0, 'auto']}
            tickFormatter={chart.formatNumber()}
            axisLine={{ stroke: color('border') }}
            tickLine={false}
            width={48}
          />
        )}
        <Tooltip
          filterNull={false}
          cursor={{ stroke: color('border') }}
          content={({ active, payload }) => {
            const row = payload?.[0]?.payload as ComparisonRow | undefined;
            if (!active || !row) return null;
            return (
              <Box
                bg="bg.panel"
                shadow="md"
                rounded="l2"
                px="2.5"
                py="1"
                textStyle="xs"
                data-testid="chart-tooltip"
              >
                <Text fontWeight="medium">{fullDay(row.date)}</Text>
                <HStack justify="space-between" gap="3">
                  <Text color="fg.muted">{metricLabel(metric)}</Text>
                  <Text fontFamily="mono">{dayValue(metric, row.value)}</Text>
                </HStack>
                <HStack justify="space-between" gap="3">
                  <Text color="fg.muted">{`Previous period (${axisDay(row.previousDate)})`}</Text>
                  <Text fontFamily="mono">{dayValue(metric, row.previous)}</Text>
                </HStack>
              </Box>
            );
          }}
        />
        <Legend content={<Chart.Legend />} itemSorter={null} />
        {chart.series.map((item) => (
          <Line
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            stroke={color(item.color)}
            strokeWidth={2}
            strokeDasharray={item.strokeDasharray}
            connectNulls={false}
            dot={
              isRank && item.name === 'value' && rows.length <= 90
                ? ({ cx, cy, payload, index }) => {
                    const { value } = payload as ComparisonRow;
                    return value === null ? (
                      <g key={index} />
                    ) : (
                      <circle
                        key={index}
                        cx={cx}
                        cy={cy}
                        r={3}
                        fill={color(`rank.${rankTierOf(Math.round(value))}`)}
                      />
                    );
                  }
                : false
            }
            activeDot={{ r: 5 }}
          />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
