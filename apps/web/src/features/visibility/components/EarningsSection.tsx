import { Alert, Box, Heading, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

import { ChartDataTable } from '@/components/charts/ChartDataTable';
import { fullDay } from '@/components/charts/chart-dates';
import { LoadFailedAlert } from '@/components/LoadFailedAlert';
import { SelectField } from '@/components/SelectField';

import { earningsRows, earningsSummary, earningsValue, seriesLabels } from '../earnings-chart';
import { earningsSource, VISIBILITY_MESSAGES } from '../visibility-messages';
import { useGetEarningsQuery } from '../visibility.api';

// recharts is only downloaded when the chart is shown, in its own chunk.
const EarningsPlot = lazy(() => import('./EarningsPlot'));

const PERIODS = [
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '180', label: 'Last 180 days' },
] as const;

// docs/product.md, Visibility, "What visibility earns": the keyword's visibility next to calls,
// directions and website clicks per day, the owner's own actions marked, and the server's plain
// statement of what the data supports, shown as it is.
export function EarningsSection({ keyword }: { keyword: string | null }) {
  const [days, setDays] = useState('90');
  const query = useGetEarningsQuery(
    keyword ? { keyword, days: Number(days) } : { days: Number(days) },
  );
  const earnings = query.data;
  const labels = earnings ? seriesLabels(earnings.source) : undefined;
  const rows = earnings ? earningsRows(earnings) : [];
  const actions = rows.flatMap((row) => row.actions.map((action) => ({ day: row.day, action })));
  return (
    <Stack as="section" gap="4" aria-labelledby="visibility-earnings">
      <HStack justify="space-between" align="end" flexWrap="wrap" gap="3">
        <Stack gap="1" maxW="2xl">
          <Heading as="h2" size="lg" id="visibility-earnings">
            {VISIBILITY_MESSAGES.earningsTitle}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {VISIBILITY_MESSAGES.earningsIntro}
          </Text>
        </Stack>
        <Box minW="44">
          <SelectField size="sm" label="Period" value={days} options={PERIODS} onChange={setDays} />
        </Box>
      </HStack>
      {!earnings && query.isError && (
        <LoadFailedAlert
          title="Could not load what visibility earns"
          error={query.error}
          onRetry={query.refetch}
        />
      )}
      {!earnings && !query.isError && (
        <Skeleton height="72" borderRadius="md" aria-busy="true" aria-label="Loading the chart" />
      )}
      {earnings && labels && (
        <>
          <Alert.Root
            status={earnings.correlation.strength === 'not-enough-data' ? 'info' : 'neutral'}
          >
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description data-testid="earnings-statement">
                {earnings.statement}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text
            fontSize="sm"
            color={earnings.source === 'estimate' ? 'fg.warning' : 'fg.muted'}
            data-testid="earnings-source"
          >
            {earningsSource(earnings.source)}
          </Text>
          <Stack as="figure" gap="2" data-testid="earnings-chart">
            <Box role="img" aria-label={earningsSummary(earnings)}>
              <Suspense
                fallback={
                  <Skeleton
                    height="72"
                    borderRadius="md"
                    aria-busy="true"
                    aria-label="Loading the chart"
                  />
                }
              >
                <EarningsPlot rows={rows} labels={labels} />
              </Suspense>
            </Box>
            <ChartDataTable
              caption={`What visibility earns${earnings.keyword ? ` for "${earnings.keyword}"` : ''}, per day`}
              columns={[
                'Date',
                labels.solv,
                labels.averageRank,
                labels.calls,
                labels.directions,
                labels.websiteClicks,
                'Your actions',
              ]}
              rows={rows.map((row) => ({
                key: row.day,
                cells: [
                  fullDay(row.day),
                  earningsValue('solv', row.solv),
                  earningsValue('averageRank', row.averageRank),
                  earningsValue('calls', row.calls),
                  earningsValue('directions', row.directions),
                  earningsValue('websiteClicks', row.websiteClicks),
                  row.actions.join('; ') || '—',
                ],
              }))}
            />
          </Stack>
          <Stack gap="1">
            <Text fontSize="sm" fontWeight="medium">
              Your actions (dashed lines on the chart)
            </Text>
            {actions.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                None recorded in this period.
              </Text>
            ) : (
              <List.Root ps="4" fontSize="sm">
                {actions.map(({ day, action }) => (
                  <List.Item key={`${day}-${action}`}>{`${fullDay(day)}: ${action}`}</List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
