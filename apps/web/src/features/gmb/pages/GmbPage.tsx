import {
  Alert,
  Badge,
  Card,
  Container,
  Grid,
  Heading,
  HStack,
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

import { ConnectGoogleButton } from '../components/ConnectGoogleButton';
import { GoogleLocationPicker } from '../components/GoogleLocationPicker';
import { GoogleReturnMessage } from '../components/GoogleReturnMessage';
import { GoogleSourceBadge } from '../components/GoogleSourceBadge';
import { GoogleSyncStates } from '../components/GoogleSyncStates';
import { ListingChecklist } from '../components/ListingChecklist';
import { ListingDetails } from '../components/ListingDetails';
import { ListingForm } from '../components/ListingForm';
import { ScoreRing } from '../components/ScoreRing';
import { gmbApi, useGetListingQuery } from '../gmb.api';
import { GOOGLE_MESSAGES } from '../google-messages';
import { googleApi, useGetGoogleConnectionQuery } from '../google.api';
import { useGoogleReturn } from '../useGoogleReturn';

export const LISTING_LOAD_FAILED = 'Could not load your listing';
const IMPORT_POLL_MS = 5_000;

// docs/product.md §2 GMB page: the listing, its optimisation score, the recommendations that raise it, and
// (issue 8) editing it. Sample data until the Google Business Profile is connected (issue 17); then
// the real location, whose edits are confirmed before they reach Google.
export function GmbPage() {
  usePageTitle('GMB Integration');
  // Just connected, the location is still being imported: the page follows the import until the
  // listing is the real one, so it appears without a reload.
  const { data: cachedConnection } = googleApi.endpoints.getGoogleConnection.useQueryState();
  const { data: cachedListing } = gmbApi.endpoints.getListing.useQueryState();
  // The imports' states show on the page too (docs/product.md §4 Long actions): followed while
  // any of them runs.
  const importing =
    cachedConnection?.status === 'connected' &&
    (Object.values(cachedConnection.sync).some((sync) => sync.state === 'running') ||
      cachedListing?.isSample === true);
  const poll = { pollingInterval: importing ? IMPORT_POLL_MS : 0 };
  const { data, error, isError, isLoading, refetch } = useGetListingQuery(undefined, poll);
  const { data: connection } = useGetGoogleConnectionQuery(undefined, poll);
  const [outcome, clearOutcome] = useGoogleReturn();
  const connected = connection?.status === 'connected';
  const choosing = connection?.status === 'choosing_location' || (outcome === 'choose-location' && !connected);
  const target = useHashTarget();
  useScrollToElement(target, Boolean(data));
  const done = data?.checklist.filter((task) => task.done).length ?? 0;

  return (
    <Container maxW="5xl" py={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <Stack gap="1">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              GMB Integration
            </Heading>
            {connected ? (
              <GoogleSourceBadge source={connection.source} />
            ) : data?.source && data.source !== 'sample' ? (
              // Imported before a disconnect: kept until the owner deletes it.
              <GoogleSourceBadge source={data.source} />
            ) : (
              <Badge variant="subtle" data-testid="google-source">
                {GOOGLE_MESSAGES.sample}
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted">
            Your Google business listing, how complete it is, and what to improve next.
          </Text>
        </Stack>

        <GoogleReturnMessage outcome={outcome} />
        {connected && <GoogleSyncStates sync={connection.sync} />}
        {connection?.status === 'revoked' && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{GOOGLE_MESSAGES.revoked}</Alert.Title>
              {connection.message && <Alert.Description>{connection.message}</Alert.Description>}
            </Alert.Content>
            <ConnectGoogleButton returnTo="/gmb" label={GOOGLE_MESSAGES.reconnect} />
          </Alert.Root>
        )}
        {choosing && (
          <Card.Root>
            <Card.Header>
              <Card.Title as="h2">Choose your location</Card.Title>
            </Card.Header>
            <Card.Body>
              <GoogleLocationPicker current={connection?.location?.name} onPicked={clearOutcome} />
            </Card.Body>
          </Card.Root>
        )}

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
                  {(connection === undefined || connection.status === 'not_connected') && (
                    <Stack mt="3">
                      <ConnectGoogleButton returnTo="/gmb" />
                    </Stack>
                  )}
                </Alert.Content>
              </Alert.Root>
            )}
            {!data.isSample && connection?.status === 'not_connected' && (
              <Alert.Root status="info" data-testid="not-syncing">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Not syncing with Google</Alert.Title>
                  <Alert.Description>
                    This is what was imported before you disconnected. Connect again to keep it
                    current.
                  </Alert.Description>
                  <Stack mt="3">
                    <ConnectGoogleButton returnTo="/gmb" />
                  </Stack>
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
                <ListingForm listing={data} onGoogle={connected && !data.isSample} />
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
