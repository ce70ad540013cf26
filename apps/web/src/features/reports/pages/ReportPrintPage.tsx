import { ANALYTICS_METRICS } from '@app/contracts';
import { Alert, Button, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link as RouterLink } from 'react-router';

import { errorMessageOf } from '@/app/errors';
import { usePageTitle } from '@/components/usePageTitle';
import { dayIn } from '@/components/format-date';
import { useGetMeQuery } from '@/features/auth/auth.api';
import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';

import { ReportView } from '../components/ReportView';
import { rangeLabel } from '../report-period';
import { useReport } from '../useReport';
import { REPORT_LOAD_FAILED } from './ReportsPage';

// The report on one sheet, for the owner to print or save as a PDF (the browser's print dialog
// offers "Save as PDF"). The buttons are not printed.
export function ReportPrintPage() {
  usePageTitle('Printable report');
  const { period, range, report, previous, query } = useReport();
  const business = useGetMeQuery().data?.business;
  const timeZone = useBusinessTimeZone();

  return (
    <Container maxW="5xl" py={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3" _print={{ display: 'none' }}>
          <Button variant="ghost" asChild>
            <RouterLink to={`/reports?period=${period.id}`}>
              <ArrowLeft /> Back to Reports
            </RouterLink>
          </Button>
          <Button colorPalette="brand" onClick={() => window.print()} disabled={!report}>
            <Printer /> Print / Save as PDF
          </Button>
        </HStack>
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {`${business?.businessName ?? 'Your business'}: local search report`}
          </Heading>
          <Text color="fg.muted">{`${period.label}, ${rangeLabel(range)} · prepared ${dayIn(new Date(), timeZone)}`}</Text>
        </Stack>
        {query.isFetching && !report && (
          <Skeleton
            height="60"
            borderRadius="md"
            aria-busy="true"
            aria-label="Loading the report"
          />
        )}
        {query.isError && !report && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{`${REPORT_LOAD_FAILED}: ${errorMessageOf(query.error)}`}</Alert.Title>
          </Alert.Root>
        )}
        {report && <ReportView report={report} previous={previous} metric={ANALYTICS_METRICS[0]} />}
      </Stack>
    </Container>
  );
}
