import { Chart, useChart } from '@chakra-ui/charts';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { axisDay, fullDay } from '@/components/charts/chart-dates';
import { rankAxis, rankYAxisProps } from '@/components/charts/chart-data';
import { LegendLine } from '@/components/charts/LegendLine';

import { earningsValue, type EarningsRow, type EarningsSeries } from '../earnings-chart';

type EarningsPlotProps = {
  rows: EarningsRow[];
  labels: Record<EarningsSeries, string>;
};

const SERIES: readonly { name: EarningsSeries; color: string; dashed?: boolean }[] = [
  { name: 'solv', color: 'brand.solid' },
  { name: 'averageRank', color: 'accent.solid' },
  { name: 'calls', color: 'brand.solid' },
  { name: 'directions', color: 'accent.solid' },
  { name: 'websiteClicks', color: 'fg.muted', dashed: true },
];

// The day under the pointer, every figure of it, and what the owner did that day.
type DayTooltipProps = {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  labels: Record<EarningsSeries, string>;
};

function DayTooltip({ active, payload, labels }: DayTooltipProps) {
  const row = payload?.[0]?.payload as EarningsRow | undefined;
  if (!active || !row) return null;
  return (
    <Box bg="bg.panel" shadow="md" rounded="l2" px="2.5" py="1" textStyle="xs">
      <Text fontWeight="medium">{fullDay(row.day)}</Text>
      {SERIES.map((series) => (
        <HStack key={series.name} justify="space-between" gap="3">
          <Text color="fg.muted">{labels[series.name]}</Text>
          <Text fontFamily="mono">{earningsValue(series.name, row[series.name])}</Text>
        </HStack>
      ))}
      {row.actions.map((action) => (
        <Text key={action} color="accent.fg">
          {action}
        </Text>
      ))}
    </Box>
  );
}

// recharts, in its own chunk: visibility (SoLV bars, average rank on a reversed axis) above what
// it earned (calls, directions, website clicks), on the same days, with the days the owner acted
// drawn as dashed lines on both.
export default function EarningsPlot({ rows, labels }: EarningsPlotProps) {
  const chart = useChart({
    data: rows,
    series: SERIES.map((series) => ({
      name: series.name,
      label: labels[series.name],
      color: series.color,
      strokeDasharray: series.dashed ? '5 4' : undefined,
      icon: <LegendLine color={series.color} dashed={series.dashed} />,
    })),
  });
  const color = (token: string | undefined): string => String(chart.color(token));
  const axis = rankAxis(rows.map((row) => row.averageRank));
  const actionDays = rows.filter((row) => row.actions.length > 0).map((row) => row.day);
  const markers = actionDays.map((day) => (
    <ReferenceLine
      key={day}
      x={day}
      stroke={color('accent.fg')}
      strokeDasharray="3 3"
      yAxisId="left"
    />
  ));
  const xAxis = (
    <XAxis
      dataKey="day"
      tickFormatter={axisDay}
      axisLine={{ stroke: color('border') }}
      tickLine={false}
      minTickGap={24}
    />
  );
  const tooltip = (
    <Tooltip
      filterNull={false}
      cursor={{ stroke: color('border') }}
      content={({ active, payload }) => (
        <DayTooltip active={active} payload={payload} labels={labels} />
      )}
    />
  );
  const line = (name: EarningsSeries, yAxisId: string) => {
    const series = chart.series.find((item) => item.name === name);
    return (
      <Line
        key={name}
        yAxisId={yAxisId}
        isAnimationActive={false}
        dataKey={chart.key(name)}
        name={labels[name]}
        stroke={color(series?.color)}
        strokeWidth={2}
        strokeDasharray={series?.strokeDasharray}
        connectNulls={false}
        dot={false}
        activeDot={{ r: 4 }}
      />
    );
  };
  return (
    <Stack gap="4">
      <Chart.Root chart={chart} maxH="56">
        <ComposedChart
          accessibilityLayer={false}
          data={chart.data}
          syncId="earnings"
          responsive
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={color('border.muted')} vertical={false} yAxisId="left" />
          {xAxis}
          <YAxis
            yAxisId="left"
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tickFormatter={(value: number) => `${value}%`}
            axisLine={{ stroke: color('border') }}
            tickLine={false}
            width={44}
          />
          <YAxis yAxisId="right" orientation="right" {...rankYAxisProps(axis, color('border'))} width={36} />
          {tooltip}
          <Legend content={<Chart.Legend />} />
          <Bar
            yAxisId="left"
            isAnimationActive={false}
            dataKey={chart.key('solv')}
            name={labels.solv}
            fill={color('brand.muted')}
            stroke={color('brand.solid')}
          />
          {line('averageRank', 'right')}
          {markers}
        </ComposedChart>
      </Chart.Root>
      <Chart.Root chart={chart} maxH="56">
        <LineChart
          accessibilityLayer={false}
          data={chart.data}
          syncId="earnings"
          responsive
          margin={{ top: 8, right: 40, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={color('border.muted')} vertical={false} yAxisId="left" />
          {xAxis}
          <YAxis
            yAxisId="left"
            allowDecimals={false}
            domain={[0, 'auto']}
            tickFormatter={chart.formatNumber()}
            axisLine={{ stroke: color('border') }}
            tickLine={false}
            width={44}
          />
          {tooltip}
          <Legend content={<Chart.Legend />} />
          {line('calls', 'left')}
          {line('directions', 'left')}
          {line('websiteClicks', 'left')}
          {markers}
        </LineChart>
      </Chart.Root>
    </Stack>
  );
}
