import type { TAnalyticsMetric, TAnalyticsSeries } from '@app/contracts';
import { Alert, Card, Heading, Stack } from '@chakra-ui/react';

import { googleDelayNote, isFromGoogle, sourceName } from '../figures-source';
import { AnalyticsChart } from './AnalyticsChart';
import { ReportSummary } from './ReportSummary';
import { ReportTable } from './ReportTable';

type ReportViewProps = {
  report: TAnalyticsSeries;
  // The period just before, for the chart's comparison.
  previous?: TAnalyticsSeries;
  metric: TAnalyticsMetric;
  onMetric?: (metric: TAnalyticsMetric) => void;
};

// The report's figures, the same on the page and in its printable view.
export function ReportView({ report, previous, metric, onMetric }: ReportViewProps) {
  return (
    <Stack gap="6">
      {report.isEstimated && (
        <Alert.Root status="info" data-testid="estimated-figures">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Estimated figures</Alert.Title>
            <Alert.Description>
              Listing views, website clicks, calls and direction requests are estimates until your
              Google Business Profile is connected. Average rank and new reviews are your own data.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {isFromGoogle(report) && (
        <Alert.Root status="neutral" data-testid="google-figures">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{`Figures from ${sourceName(report)}`}</Alert.Title>
            <Alert.Description>
              {`Listing views, website clicks, calls and direction requests come from your Google Business Profile. ${googleDelayNote(report)}`}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <ReportSummary report={report} />
      <Card.Root breakInside="avoid">
        <Card.Body>
          <AnalyticsChart report={report} previous={previous} metric={metric} onMetric={onMetric} />
        </Card.Body>
      </Card.Root>
      <Stack gap="2">
        <Heading as="h2" size="md">
          Day by day
        </Heading>
        <ReportTable series={report.series} figures={report} />
      </Stack>
    </Stack>
  );
}
