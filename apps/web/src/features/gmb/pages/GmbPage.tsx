import {
  Alert,
  Card,
  Container,
  Grid,
  Heading,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { LoadFailedAlert } from '@/components/LoadFailedAlert';
import { useHashTarget, useScrollToElement } from '@/components/useScrollToElement';
import { usePageTitle } from '@/components/usePageTitle';
import { TrackCompetitorForm } from '@/features/competitors/components/TrackCompetitorForm';

import { ListingChecklist } from '../components/ListingChecklist';
import { ListingDetails } from '../components/ListingDetails';
import { ListingForm } from '../components/ListingForm';
import { ScoreRing } from '../components/ScoreRing';
import { useGetListingQuery } from '../gmb.api';

export const LISTING_LOAD_FAILED = 'Could not load your listing';

// docs/product.md §2 GMB page: the listing, its optimisation score, the recommendations that raise it, and
// (issue 8) editing it. Sample data until the Google Business Profile connection exists.
export function GmbPage() {
  usePageTitle('GMB Integration');
  const { data, error, isError, isLoading, refetch } = useGetListingQuery();
  const target = useHashTarget();
  useScrollToElement(target, Boolean(data));
  const done = data?.checklist.filter((task) => task.done).length ?? 0;

  return (
    <Container maxW="5xl" py={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            GMB Integration
          </Heading>
          <Text color="fg.muted">
            Your Google business listing, how complete it is, and what to improve next.
          </Text>
        </Stack>

        {isLoading && (
          <Skeleton
            height="60"
            borderRadius="md"
            aria-busy="true"
            aria-label="Loading your listing"
          />
        )}
        {isError && !data && (
          <LoadFailedAlert title={LISTING_LOAD_FAILED} error={error} onRetry={refetch} />
        )}

        {data && (
          <>
            {data.isSample && (
              <Alert.Root status="info" data-testid="sample-listing">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Sample data until Google Business Profile is connected</Alert.Title>
                  <Alert.Description>
                    This listing starts from your sign-up details. Edit it below to see how each
                    change moves your score; it is replaced by your real Google listing once
                    connected.
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="4">
              <Card.Root>
                <Card.Header>
                  <Card.Title as="h2">Optimisation score</Card.Title>
                </Card.Header>
                <Card.Body>
                  <Stack align="center" gap="2">
                    <ScoreRing score={data.score} />
                    <Text
                      fontSize="sm"
                      color="fg.muted"
                    >{`${done} of ${data.checklist.length} recommendations done`}</Text>
                  </Stack>
                </Card.Body>
              </Card.Root>
              <Card.Root>
                <Card.Header>
                  <Card.Title as="h2">Your listing</Card.Title>
                </Card.Header>
                <Card.Body>
                  <ListingDetails listing={data} />
                </Card.Body>
              </Card.Root>
            </Grid>
            <Card.Root>
              <Card.Header>
                <Card.Title as="h2">Recommendations</Card.Title>
              </Card.Header>
              <Card.Body>
                <ListingChecklist checklist={data.checklist} highlighted={target} />
              </Card.Body>
            </Card.Root>
            <Card.Root id="edit-listing">
              <Card.Header>
                <Card.Title as="h2">Edit your listing</Card.Title>
              </Card.Header>
              <Card.Body>
                <ListingForm listing={data} />
              </Card.Body>
            </Card.Root>
          </>
        )}

        <Card.Root id="add-competitor" tabIndex={-1}>
          <Card.Header>
            <Card.Title as="h2">Track a competitor</Card.Title>
            <Text fontSize="sm" color="fg.muted">
              Add a shop nearby by name; see it with its rating and reviews on{' '}
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to="/competitors">Competitor Analysis</RouterLink>
              </Link>
              .
            </Text>
          </Card.Header>
          <Card.Body>
            <TrackCompetitorForm />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
