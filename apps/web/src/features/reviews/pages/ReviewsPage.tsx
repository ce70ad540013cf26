import { Alert, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router';

import { LoadFailedAlert } from '@/components/LoadFailedAlert';
import { useLoadFailedToast } from '@/components/useLoadFailedToast';
import { usePageTitle } from '@/components/usePageTitle';
import { reviewImportProgress } from '@/features/gmb/google-messages';
import { googleApi, useGetGoogleConnectionQuery } from '@/features/gmb/google.api';

import { GetMoreReviewsCard } from '../components/GetMoreReviewsCard';
import { Pagination } from '../components/Pagination';
import { ReviewCard } from '../components/ReviewCard';
import { ReviewFilters } from '../components/ReviewFilters';
import { ReviewSettingsPanel } from '../components/ReviewSettingsPanel';
import { filterFromParams, REVIEWS_PAGE_SIZE } from '../review-options';
import { GOOGLE_BUSY_POLL_MS, reviewsPollInterval } from '../reviews-polling';
import { REVIEWS_MESSAGES } from '../reviews-messages';
import { reviewsApi, useGetReviewsQuery, type ReviewsFilter } from '../reviews.api';

function ReviewsNotices({ isSample, aiMode, aiNotice }: { isSample: boolean; aiMode: 'openai' | 'local'; aiNotice: string | null }) {
  return (
    <>
      {isSample && (
        <Alert.Root status="info" data-testid="sample-data">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Sample data</Alert.Title>
            <Alert.Description>
              These reviews are examples for a business like yours. They make way for your real
              reviews as soon as the first one arrives.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {aiMode === 'local' && (
        <Text fontSize="sm" color="fg.muted">
          AI is running in local mode: suggestions come from our built-in reply writer.
        </Text>
      )}
      {aiMode === 'openai' && aiNotice && (
        <Text fontSize="sm" color="fg.muted" data-testid="ai-notice">
          {aiNotice}
        </Text>
      )}
    </>
  );
}

// docs/product.md §2 Reviews (/reviews): the business's reviews with AI-suggested replies.
export function ReviewsPage() {
  usePageTitle('AI Review Responses');
  // A link can open the page filtered (an insight's /reviews?status=pending): every navigation to
  // the page starts from the address's filter; changes on the page stay in state (synchronous, so
  // two quick changes never build on a stale filter).
  const { search, key } = useLocation();
  // The connection is followed only while its reviews import runs.
  const { data: cachedConnection } = googleApi.endpoints.getGoogleConnection.useQueryState();
  const { data: connection } = useGetGoogleConnectionQuery(undefined, {
    pollingInterval: cachedConnection?.sync.reviews.state === 'running' ? GOOGLE_BUSY_POLL_MS : 0,
  });
  const [shown, setShown] = useState(() => ({
    key,
    filter: filterFromParams(new URLSearchParams(search)),
  }));
  const current =
    shown.key === key ? shown : { key, filter: filterFromParams(new URLSearchParams(search)) };
  if (current !== shown) setShown(current);
  const { filter } = current;
  const setFilter = (next: ReviewsFilter) => setShown({ key, filter: next });
  const args = { ...filter, limit: REVIEWS_PAGE_SIZE };
  // The cached page decides whether to poll: only while some suggestion is still being drafted.
  const { data: cached } = reviewsApi.endpoints.getReviews.useQueryState(args);
  // Also while 'Generate responses' runs: its progress counts reviews on every page.
  const drafting =
    cached?.suggestionRun.state === 'running' ||
    (cached?.reviews.some((review) => review.suggestionStatus === 'pending') ?? false);
  const publishing =
    cached?.reviews.some((review) => review.replyPublication?.state === 'publishing') ?? false;
  const importing = connection?.sync.reviews.state === 'running';
  const { data, error, isLoading, isError, refetch } = useGetReviewsQuery(args, {
    pollingInterval: reviewsPollInterval({
      drafting,
      publishing,
      importing,
      connected: connection?.status === 'connected',
    }),
  });

  useLoadFailedToast(isError, error, REVIEWS_MESSAGES.loadFailed);

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            AI Review Responses
          </Heading>
          <Text color="fg.muted">
            Every review in one place, with a reply drafted in your tone, ready to send.
          </Text>
        </Stack>
        {data && <ReviewsNotices isSample={data.isSample} aiMode={data.aiMode} aiNotice={data.aiNotice} />}
        {connection?.status === 'connected' && importing && (
          // docs/product.md §4 Long actions: the Google import's progress, from the server.
          <Text fontSize="sm" color="fg.muted" role="status" data-testid="google-import-status">
            {reviewImportProgress(connection.sync.reviews) ?? 'Importing your Google reviews…'}
          </Text>
        )}
        <ReviewSettingsPanel run={data?.suggestionRun} />
        <GetMoreReviewsCard />
        <ReviewFilters filter={filter} onChange={setFilter} />
        {isLoading && (
          <Stack gap="4" aria-busy="true" aria-label="Loading reviews">
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} height="40" borderRadius="md" />
            ))}
          </Stack>
        )}
        {isError && !data && (
          <LoadFailedAlert title={REVIEWS_MESSAGES.loadFailed} error={error} onRetry={refetch} />
        )}
        {data && (
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {data.total === 1 ? '1 review' : `${data.total} reviews`}
            </Text>
            {data.reviews.length === 0 && <Text>No reviews match these filters.</Text>}
            {data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              onPage={(page) => setFilter({ ...filter, page })}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
