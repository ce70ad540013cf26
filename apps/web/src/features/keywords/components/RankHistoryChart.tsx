import type { TRankPoint } from '@app/contracts';
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

import { ChartDataTable } from '@/components/charts/ChartDataTable';
import { fullDay } from '@/components/charts/chart-dates';

import { rankRows } from '../rank-chart';

// recharts is only downloaded when a chart is shown, in its own chunk.
const RankHistoryPlot = lazy(() => import('./RankHistoryPlot'));

// A keyword's positions over time: the chart, a one-line reading of it for screen readers, and
// the same figures as a table behind a button for keyboard users.
export function RankHistoryChart({ keyword, history }: { keyword: string; history: TRankPoint[] }) {
  if (history.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        No checks yet: the first position appears after the next rank check.
      </Text>
    );
  }
  const rows = rankRows(history);
  const title = `Rank history for ${keyword}`;
  const summary = rows.map((row) => `${row.date}: ${row.label}`).join(', ');
  return (
    <Stack as="figure" gap="2" width="full" maxW="2xl" data-testid="rank-history-chart">
      <Box role="img" aria-label={`${title}: ${summary}`}>
        {rows.some((row) => row.position !== null) ? (
          <Suspense
            fallback={
              <Skeleton
                height="60"
                borderRadius="md"
                aria-busy="true"
                aria-label="Loading the chart"
              />
            }
          >
            <RankHistoryPlot rows={rows} />
          </Suspense>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            No position to draw yet: no check has found the business in the results.
          </Text>
        )}
      </Box>
      <ChartDataTable
        caption={title}
        columns={['Date', 'Position']}
        rows={rows.map((row) => ({ key: row.date, cells: [fullDay(row.date), row.label] }))}
      />
    </Stack>
  );
}
