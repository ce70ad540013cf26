import {
  Button,
  Card,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { errorMessageOf } from '@/app/errors';
import { LoadFailedAlert } from '@/components/LoadFailedAlert';
import { useLoadFailedToast } from '@/components/useLoadFailedToast';
import { toaster } from '@/components/Toaster';
import { usePageTitle } from '@/components/usePageTitle';
import { useHashTarget, useScrollToElement } from '@/components/useScrollToElement';

import { competitorAnchor, CompetitorCard } from '../components/CompetitorCard';
import { TrackCompetitorForm } from '../components/TrackCompetitorForm';
import { usageLabel } from '../competitor-figures';
import { COMPETITORS_MESSAGES } from '../competitors-messages';
import {
  competitorsApi,
  useGetCompetitorsQuery,
  useUntrackCompetitorMutation,
} from '../competitors.api';

const FIGURES_POLL_MS = 2_000;

// docs/product.md §2 Competitors: name, address, average rating, review count, estimated traffic; Add
// Competitor sends the owner to /gmb (where a competitor can be tracked, as here).
export function CompetitorsPage() {
  usePageTitle('Competitor Analysis');
  // A competitor just added has no figures yet: the list refreshes itself until they arrive.
  const { data: cached } = competitorsApi.endpoints.getCompetitors.useQueryState();
  const fetching =
    cached?.competitors.some((competitor) => competitor.lastCheckedAt === null) ?? false;
  const { data, error, isError, isLoading, refetch } = useGetCompetitorsQuery(undefined, {
    pollingInterval: fetching ? FIGURES_POLL_MS : 0,
  });
  const [untrack] = useUntrackCompetitorMutation();
  const [removingId, setRemovingId] = useState<string | null>(null);
  // An insight's action links to one competitor: /competitors#competitor-<id>.
  const target = useHashTarget();
  useScrollToElement(target, Boolean(data));

  useLoadFailedToast(isError, error, COMPETITORS_MESSAGES.loadFailed);

  async function remove(id: string, name: string) {
    setRemovingId(id);
    try {
      await untrack(id).unwrap();
      toaster.create({ type: 'success', title: `Stopped tracking ${name}` });
    } catch (caught) {
      toaster.create({
        type: 'error',
        title: COMPETITORS_MESSAGES.actionFailed,
        description: errorMessageOf(caught),
      });
    } finally {
      setRemovingId(null);
    }
  }

  return (
    <Container maxW="5xl" py={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Competitor Analysis
            </Heading>
            <Text color="fg.muted">
              The shops people compare you with: their ratings, reviews and how often they are
              found.
            </Text>
            {data && (
              <Text fontSize="sm" color="fg.muted" data-testid="competitor-usage">
                {usageLabel(data.competitors.length, data.limit)} on your plan
              </Text>
            )}
          </Stack>
          <Button asChild colorPalette="brand">
            <RouterLink to="/gmb#add-competitor">
              <Plus /> Add Competitor
            </RouterLink>
          </Button>
        </HStack>

        {isLoading && (
          <Skeleton
            height="40"
            borderRadius="md"
            aria-busy="true"
            aria-label="Loading competitors"
          />
        )}
        {isError && !data && (
          <LoadFailedAlert title={COMPETITORS_MESSAGES.loadFailed} error={error} onRetry={refetch} />
        )}

        {data && data.competitors.length === 0 && (
          <Card.Root variant="subtle">
            <Card.Body>
              <Stack gap="1">
                <Text fontWeight="semibold">You are not tracking any competitors yet</Text>
                <Text color="fg.muted">
                  Add the shops nearby that customers choose instead of you: type a name below. We
                  fetch their rating, review count and estimated traffic, and tell you when they
                  move.
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        {data && data.competitors.length > 0 && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {data.competitors.map((competitor) => (
              <CompetitorCard
                key={competitor.id}
                competitor={competitor}
                removing={removingId === competitor.id}
                highlighted={target === competitorAnchor(competitor.id)}
                onRemove={() => void remove(competitor.id, competitor.name)}
              />
            ))}
          </SimpleGrid>
        )}
        {data?.competitors.some((competitor) => competitor.source === 'estimate') && (
          <Text fontSize="sm" color="fg.muted">
            Figures marked as estimates are modelled from the business type and neighbourhood until
            live map data is connected.
          </Text>
        )}

        {data && (
          <Card.Root>
            <Card.Header>
              <Card.Title as="h2">Track a competitor</Card.Title>
            </Card.Header>
            <Card.Body>
              <TrackCompetitorForm />
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </Container>
  );
}
