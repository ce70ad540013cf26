import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Text } from '@chakra-ui/react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

import { axisDay, fullDay } from '@/components/charts/chart-dates';
import { LegendLine } from '@/components/charts/LegendLine';
import { rankAxis, rankYAxisProps } from '@/components/charts/chart-data';
import { rankTierOf } from '@/components/rank';

import type { RankRow } from '../rank-chart';

// The rank history drawn with recharts (its own chunk, loaded with the chart): #1 at the top, a
// dot per position in the rank colours, a gap on a day without one, the day's rank on hover. The
// tooltip is our own: Chart.Tooltip leaves out a value that is not truthy, and a day's "no data"
// or "not ranked" is what the owner hovers to read.
export default function RankHistoryPlot({ rows }: { rows: RankRow[] }) {
  const chart = useChart({
    data: rows,
    series: [
      {
        name: 'position',
        label: 'Your position',
        color: 'brand.solid',
        icon: <LegendLine color="brand.solid" />,
      },
    ],
  });
  // A theme token as the CSS variable recharts draws with.
  const color = (token: string | undefined): string => String(chart.color(token));
  const axis = rankAxis(rows.map((row) => row.position));
  return (
    <Chart.Root chart={chart} maxH="60">
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
          minTickGap={16}
        />
        <YAxis {...rankYAxisProps(axis, color('border'))} width={40} />
        <Tooltip
          filterNull={false}
          cursor={{ stroke: color('border') }}
          content={({ active, payload }) => {
            const row = payload?.[0]?.payload as RankRow | undefined;
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
                <Text>{`Your position: ${row.label}`}</Text>
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
            connectNulls={false}
            dot={({ cx, cy, payload, index }) => {
              const { position } = payload as RankRow;
              return position === null ? (
                <g key={index} />
              ) : (
                <circle
                  key={index}
                  cx={cx}
                  cy={cy}
                  r={4}
                  fill={color(`rank.${rankTierOf(position)}`)}
                />
              );
            }}
            activeDot={{ r: 6 }}
          />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
