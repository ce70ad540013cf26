import type { TRankPoint } from '@app/contracts';
import { Box, chakra, Text } from '@chakra-ui/react';

import { rankTierOf } from '@/components/rank';

import { CHART, chartGeometry } from '../chart-geometry';

const Line = chakra('line');
const Polyline = chakra('polyline');
const Circle = chakra('circle');
const Label = chakra('text');

// A keyword's positions over time: #1 at the top, a dot per check in the rank colours, a gap
// marked where a check failed ("no data").
export function RankHistoryChart({ keyword, history }: { keyword: string; history: TRankPoint[] }) {
  if (history.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        No checks yet: the first position appears after the next rank check.
      </Text>
    );
  }
  const geometry = chartGeometry(history);
  const summary = history
    .map((point) => `${point.date}: ${point.position === null ? 'no data' : `#${point.position}`}`)
    .join(', ');
  return (
    <Box
      as="figure"
      role="img"
      aria-label={`Rank history for ${keyword}: ${summary}`}
      data-testid="rank-history-chart"
      width="full"
      maxW="2xl"
    >
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} width="100%" aria-hidden="true">
        {geometry.yTicks.map((tick) => (
          <g key={tick.label}>
            <Line x1={CHART.left} x2={CHART.width - CHART.right} y1={tick.y} y2={tick.y} stroke="border.muted" strokeWidth="1" />
            <Label x={CHART.left - 6} y={tick.y + 4} textAnchor="end" fontSize="10px" fill="fg.muted">
              {tick.label}
            </Label>
          </g>
        ))}
        {geometry.xTicks.map((tick) => (
          <Label key={`${tick.x}-${tick.label}`} x={tick.x} y={CHART.height - 8} textAnchor="middle" fontSize="10px" fill="fg.muted">
            {tick.label}
          </Label>
        ))}
        {geometry.segments.map((segment) => (
          <Polyline key={segment} points={segment} fill="none" stroke="brand.solid" strokeWidth="2" />
        ))}
        {geometry.gaps.map((gap) => (
          <Label key={gap.date} x={gap.x} y={CHART.top + 10} textAnchor="middle" fontSize="9px" fill="fg.muted">
            no data
          </Label>
        ))}
        {geometry.points.map((point) => (
          <Circle key={point.date} cx={point.x} cy={point.y} r="4" fill={`rank.${rankTierOf(point.position)}`}>
            <title>{`${point.date}: #${point.position}`}</title>
          </Circle>
        ))}
      </svg>
    </Box>
  );
}
