import type { TCompetitor } from '@app/contracts';
import { Badge, Button, Card, DataList, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, MapPin, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';

import {
  ratingChangeLabel,
  ratingLabel,
  reviewCountLabel,
  trafficLabel,
} from '../competitor-figures';

type CompetitorCardProps = {
  competitor: TCompetitor;
  removing: boolean;
  // Opened from a link to this competitor (an insight's action: /competitors#competitor-<id>).
  highlighted?: boolean;
  onRemove: () => void;
};

export const competitorAnchor = (id: string): string => `competitor-${id}`;

function RatingChange({ change }: { change: number | null }) {
  const label = ratingChangeLabel(change);
  if (label === null) return <Text color="fg.muted">No earlier rating yet</Text>;
  const up = change !== null && label !== 'No change' && change > 0;
  const down = change !== null && label !== 'No change' && change < 0;
  return (
    <HStack gap="1" color={up ? 'fg.success' : down ? 'fg.error' : 'fg.muted'}>
      {up && <ArrowUp size={14} aria-hidden="true" />}
      {down && <ArrowDown size={14} aria-hidden="true" />}
      <Text>{`${label} in 30 days`}</Text>
    </HStack>
  );
}

// One tracked competitor: where it is, how it is rated, how much it is searched for; removing
// it asks once more first.
export function CompetitorCard({
  competitor,
  removing,
  highlighted = false,
  onRemove,
}: CompetitorCardProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card.Root
      as="article"
      size="sm"
      aria-labelledby={headingId}
      id={competitorAnchor(competitor.id)}
      tabIndex={-1}
      scrollMarginTop="24"
      borderColor={highlighted ? 'accent.solid' : undefined}
      bg={highlighted ? 'accent.subtle' : undefined}
      data-highlighted={highlighted || undefined}
      data-testid="competitor-card"
    >
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="1">
              <Text as="h2" id={headingId} fontWeight="semibold" fontSize="lg">
                {competitor.name}
              </Text>
              <HStack gap="1" color="fg.muted" fontSize="sm">
                <MapPin size={14} aria-hidden="true" />
                <Text>{competitor.address ?? 'Address not known yet'}</Text>
              </HStack>
            </Stack>
            {competitor.lastCheckedAt === null && (
              <Badge colorPalette="gray" variant="subtle">
                Fetching figures...
              </Badge>
            )}
            {competitor.source === 'estimate' && (
              <Badge colorPalette="accent" variant="subtle">
                Estimated figures
              </Badge>
            )}
          </HStack>
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <DataList.Item>
              <DataList.ItemLabel>Average rating</DataList.ItemLabel>
              <DataList.ItemValue>
                <HStack gap="1">
                  <Icon as={Star} boxSize="4" color="amber.400" fill="currentColor" aria-hidden />
                  <Text>{ratingLabel(competitor.averageRating)}</Text>
                </HStack>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Reviews</DataList.ItemLabel>
              <DataList.ItemValue>{reviewCountLabel(competitor.totalReviews)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Rating change</DataList.ItemLabel>
              <DataList.ItemValue>
                <RatingChange change={competitor.ratingChange} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Estimated traffic</DataList.ItemLabel>
              <DataList.ItemValue>{trafficLabel(competitor)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {confirming ? (
            <HStack
              gap="2"
              wrap="wrap"
              role="group"
              aria-label={`Confirm removing ${competitor.name}`}
            >
              <Text fontSize="sm">{`Stop tracking ${competitor.name}?`}</Text>
              <Button
                size="sm"
                colorPalette="red"
                onClick={onRemove}
                loading={removing}
                loadingText="Removing..."
              >
                Yes, remove
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setConfirming(false)}
                disabled={removing}
              >
                Cancel
              </Button>
            </HStack>
          ) : (
            <HStack justify="flex-end">
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${competitor.name}`}
                onClick={() => setConfirming(true)}
              >
                <Trash2 /> Remove
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
