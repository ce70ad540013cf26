import type { TAnalyticsSeries } from '@app/contracts';
import { Card, SimpleGrid, Text } from '@chakra-ui/react';

import { summaryFigures } from '../report-figures';

const TONE_COLOR = { good: 'fg.success', bad: 'fg.error', neutral: 'fg.muted' } as const;

// The period's totals, each with its change against the period just before.
export function ReportSummary({ report }: { report: TAnalyticsSeries }) {
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, lg: 3 }}
      gap="4"
      data-testid="report-summary"
      // Chakra's breakpoints are screen-only media queries: give paper the three columns too.
      _print={{ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
    >
      {summaryFigures(report.totals, report.previousTotals).map((figure) => (
        <Card.Root key={figure.metric} size="sm" breakInside="avoid">
          <Card.Body>
            <Text fontSize="sm" color="fg.muted">
              {figure.label}
            </Text>
            <Text fontSize="2xl" fontWeight="semibold" data-metric={figure.metric}>
              {figure.value}
            </Text>
            <Text fontSize="sm" color={TONE_COLOR[figure.change.tone]}>
              {figure.change.label}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
