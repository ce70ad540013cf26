import type { TActivityItem } from '@app/contracts';
import { Card, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { MessageSquare, Plus, Sparkles, TrendingUp, Users } from 'lucide-react';

import { formatInstant } from '@/components/format-date';
import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';

const ICONS = { 'rank-change': TrendingUp, review: MessageSquare, insight: Sparkles, 'keyword-added': Plus, 'competitor-added': Users } as const;


// What really happened lately: rank changes, new reviews, insights, keywords and competitors added.
export function RecentActivity({ items }: { items: TActivityItem[] }) {
  const timeZone = useBusinessTimeZone();
  return (
    <Card.Root size="sm" height="full">
      <Card.Header>
        <Card.Title>Recent activity</Card.Title>
      </Card.Header>
      <Card.Body>
        {items.length === 0 ? (
          <Text color="fg.muted">Nothing yet. Rank changes and new reviews will show up here.</Text>
        ) : (
          <Stack as="ul" gap="3" aria-label="Recent activity">
            {items.map((item) => {
              const ItemIcon = ICONS[item.kind];
              return (
                <HStack as="li" key={item.id} align="flex-start" gap="3">
                  <Icon color="brand.fg" mt="1" boxSize="4" aria-hidden="true">
                    <ItemIcon />
                  </Icon>
                  <Stack gap="0">
                    <Text>{item.text}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatInstant(item.occurredAt, timeZone, 'dayTime')}
                    </Text>
                  </Stack>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
