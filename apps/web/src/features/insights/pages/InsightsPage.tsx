import {
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';

import { IDLE_RUN } from '@app/contracts';

import { errorMessageOf } from '@/app/errors';
import { formatInstant } from '@/components/format-date';
import { LoadFailedAlert } from '@/components/LoadFailedAlert';
import { useLoadFailedToast } from '@/components/useLoadFailedToast';
import { toaster } from '@/components/Toaster';
import { usePageTitle } from '@/components/usePageTitle';
import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';

import { InsightCard } from '../components/InsightCard';
import { InsightFilters } from '../components/InsightFilters';
import {
  filterInsights,
  generatedLabel,
  insightCountLabel,
  NO_FILTER,
  type InsightFilter,
} from '../insight-display';
import { INSIGHTS_MESSAGES, refreshStatus } from '../insights-messages';
import {
  useGetInsightsQuery,
  useMarkInsightReadMutation,
  useRefreshInsightsMutation,
} from '../insights.api';

// How often the page asks while a refresh runs.
const REFRESH_POLL_MS = 1500;

// docs/product.md §2 Insights: the list with priority badges, type icons and an action button; docs/product.md §4 an
// insight can be marked read (a failure is ignored: the card simply stays unread).
export function InsightsPage() {
  usePageTitle('AI Insights');
  const { data, error, isError, isLoading, refetch } = useGetInsightsQuery();
  const [markRead] = useMarkInsightReadMutation();
  const [refresh, { isLoading: refreshing }] = useRefreshInsightsMutation();
  const [filter, setFilter] = useState<InsightFilter>(NO_FILTER);
  const timeZone = useBusinessTimeZone();
  // The server keeps the refresh's state: a refresh started before a reload is followed until it
  // ends (docs/product.md §4 Long actions), asking again while it runs.
  const run = data?.refresh ?? IDLE_RUN;
  useGetInsightsQuery(undefined, { pollingInterval: run.state === 'running' ? REFRESH_POLL_MS : 0 });
  const status = refreshStatus(
    run,
    run.finishedAt ? formatInstant(run.finishedAt, timeZone, 'dayTime') : null,
  );

  useLoadFailedToast(isError, error, INSIGHTS_MESSAGES.loadFailed);

  const read = (id: string) =>
    void markRead(id)
      .unwrap()
      .catch(() => undefined);

  async function refreshNow() {
    try {
      await refresh().unwrap();
      toaster.create({ type: 'success', title: INSIGHTS_MESSAGES.refreshed });
    } catch (caught) {
      toaster.create({
        type: 'error',
        title: INSIGHTS_MESSAGES.loadFailed,
        description: errorMessageOf(caught) || INSIGHTS_MESSAGES.tryAgain,
      });
    }
  }

  const shown = data ? filterInsights(data.insights, filter) : [];
  return (
    <Container maxW="4xl" py={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              AI Insights
            </Heading>
            <Text color="fg.muted">
              What changed around your shop, and the one thing to do about it.
            </Text>
          </Stack>
          <Stack gap="1" align="flex-end">
            <Button
              variant="outline"
              onClick={() => void refreshNow()}
              loading={refreshing || run.state === 'running'}
              loadingText="Refreshing..."
            >
              <RefreshCw /> Refresh
            </Button>
            {status && (
              <Text
                color={run.state === 'failed' ? 'fg.error' : 'fg.muted'}
                fontSize="sm"
                role="status"
                data-testid="insights-refresh-status"
                data-state={run.state}
              >
                {status}
              </Text>
            )}
          </Stack>
        </HStack>

        {isLoading && (
          <Skeleton height="40" borderRadius="md" aria-busy="true" aria-label="Loading insights" />
        )}
        {isError && !data && (
          <LoadFailedAlert title={INSIGHTS_MESSAGES.loadFailed} error={error} onRetry={refetch} />
        )}

        {data && data.insights.length === 0 && (
          <Card.Root variant="subtle">
            <Card.Body>
              <Stack gap="1">
                <Text fontWeight="semibold">No insights yet</Text>
                <Text color="fg.muted">
                  Your first insights arrive within 24 hours of setup, from your rankings, reviews,
                  competitors and the season. Press Refresh to look for them now.
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        {data && data.insights.length > 0 && (
          <>
            <InsightFilters filter={filter} onChange={setFilter} />
            <HStack justify="space-between" wrap="wrap" fontSize="sm" color="fg.muted">
              <Text aria-live="polite" data-testid="insight-count">
                {insightCountLabel(data.insights.length, data.unreadCount)}
              </Text>
              <Text>{generatedLabel(data.generatedAt)}</Text>
            </HStack>
            {shown.length === 0 && <Text>No insights match these filters.</Text>}
            <Stack gap="4">
              {shown.map((insight) => (
                <InsightCard
                  key={insight.id}
                  insight={insight}
                  onMarkRead={() => read(insight.id)}
                  onFollow={() => {
                    if (!insight.isRead) read(insight.id);
                  }}
                />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
