import { chakra } from '@chakra-ui/react';

const Line = chakra('line');

// A series' key in a chart's legend: a short stroke in its colour, dashed like its line.
export function LegendLine({ color, dashed = false }: { color: string; dashed?: boolean }) {
  return (
    <svg viewBox="0 0 16 4" aria-hidden="true">
      <Line
        x1="0"
        x2="16"
        y1="2"
        y2="2"
        stroke={color}
        strokeWidth="2"
        strokeDasharray={dashed ? '4 3' : undefined}
      />
    </svg>
  );
}
