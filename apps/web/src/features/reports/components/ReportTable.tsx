import { ANALYTICS_METRICS, type TAnalyticsPoint, type TAnalyticsSeries } from '@app/contracts';
import { Box, Table } from '@chakra-ui/react';

import { formatDay } from '@/components/format-date';

import { isUnpublished } from '../figures-source';
import { formatMetric, metricLabel } from '../report-figures';

const dayLabel = (date: string) => formatDay(date, 'weekday');

// Every day of the period, in the order of the CSV the page exports. Scrolls in its own box on
// small screens (keyboard-scrollable: it takes focus). Days Google has not published yet show "—".
export function ReportTable({
  series,
  figures,
}: {
  series: TAnalyticsPoint[];
  figures?: Pick<TAnalyticsSeries, 'source' | 'latestDay'>;
}) {
  return (
    <Box
      role="region"
      aria-label="Daily figures"
      tabIndex={0}
      overflow="auto"
      maxH={{ base: 'md', md: 'xl' }}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="md"
      _print={{ maxH: 'none', overflow: 'visible', borderWidth: '0' }}
    >
      <Table.Root size="sm" stickyHeader data-testid="report-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Date</Table.ColumnHeader>
            {ANALYTICS_METRICS.map((metric) => (
              <Table.ColumnHeader key={metric} scope="col" textAlign="end">
                {metricLabel(metric)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {series.map((day) => (
            <Table.Row key={day.date} data-date={day.date}>
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={day.date}>{dayLabel(day.date)}</time>
              </Table.Cell>
              {ANALYTICS_METRICS.map((metric) => (
                <Table.Cell key={metric} textAlign="end" data-metric={metric}>
                  {formatMetric(
                    metric,
                    figures && isUnpublished(figures, metric, day.date) ? null : day[metric],
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
