import { ANALYTICS_METRICS, type TAnalyticsMetric } from '@app/contracts';
import { Button, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CalendarRange, Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { LoadFailedAlert } from '@/components/LoadFailedAlert';
import { downloadFile } from '@/components/download-file';
import { usePageTitle } from '@/components/usePageTitle';

import { ReportView } from '../components/ReportView';
import { reportCsv, reportFileName } from '../report-csv';
import { nextPeriod, rangeLabel } from '../report-period';
import { useReport } from '../useReport';

export const REPORT_LOAD_FAILED = 'Could not load the report';

// docs/product.md §2 Reports: the period button cycles Last 7 days / 30 / 90 / Last year and the figures
// follow; Export Report downloads the CSV of exactly the days shown, named with the report date.
export function ReportsPage() {
  usePageTitle('Reports & Analytics');
  const { period, range, report, previous, query, choose } = useReport();
  const [metric, setMetric] = useState<TAnalyticsMetric>(ANALYTICS_METRICS[0]);

  const exportCsv = () => {
    if (!report) return;
    downloadFile(
      new Blob([reportCsv(report.series, report)], { type: 'text/csv;charset=utf-8' }),
      reportFileName(report.endDate),
    );
  };

  return (
    <Container maxW="6xl" py={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Reports & Analytics
            </Heading>
            <Text
              color="fg.muted"
              data-testid="report-range"
            >{`${period.label}: ${rangeLabel(range)}`}</Text>
          </Stack>
          <HStack gap="2" wrap="wrap" _print={{ display: 'none' }}>
            <Button
              variant="outline"
              onClick={() => choose(nextPeriod(period.id))}
              aria-label={`${period.label}, change period`}
            >
              <CalendarRange /> {period.label}
            </Button>
            <Button variant="outline" asChild>
              <RouterLink to={`/reports/print?period=${period.id}`}>
                <Printer /> Printable view
              </RouterLink>
            </Button>
            <Button colorPalette="brand" onClick={exportCsv} disabled={!report}>
              <Download /> Export Report
            </Button>
          </HStack>
        </HStack>

        {query.isFetching && !report && (
          <Skeleton
            height="60"
            borderRadius="md"
            aria-busy="true"
            aria-label="Loading the report"
          />
        )}
        {query.isError && !report && (
          <LoadFailedAlert title={REPORT_LOAD_FAILED} error={query.error} onRetry={query.refetch} />
        )}
        {report && (
          <ReportView report={report} previous={previous} metric={metric} onMetric={setMetric} />
        )}
      </Stack>
    </Container>
  );
}
