import type { TInsight } from '@app/contracts';
import { Badge, Button, Card, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Check } from 'lucide-react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

import { PRIORITY_DISPLAY, TYPE_DISPLAY } from '../insight-display';

// onFollow runs as the action's link is followed (it marks the insight read).
type InsightCardProps = { insight: TInsight; onFollow: () => void; onMarkRead: () => void };

// One insight: what happened, how much it matters, and the one thing to do about it. Unread ones
// stand out with a coloured edge and a "New" badge.
export function InsightCard({ insight, onFollow, onMarkRead }: InsightCardProps) {
  const headingId = useId();
  const priority = PRIORITY_DISPLAY[insight.priority];
  const type = TYPE_DISPLAY[insight.type];
  return (
    <Card.Root
      as="article"
      size="sm"
      aria-labelledby={headingId}
      data-testid="insight-card"
      data-read={insight.isRead}
      borderStartWidth="4px"
      borderStartColor={insight.isRead ? 'border.muted' : 'brand.solid'}
    >
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2" wrap="wrap" fontSize="sm">
            <HStack gap="1" color="fg.muted">
              <Icon as={type.icon} boxSize="4" aria-hidden />
              <Text>{type.label}</Text>
            </HStack>
            <Badge colorPalette={priority.palette} variant="subtle">
              {priority.label}
            </Badge>
            {!insight.isRead && (
              <Badge colorPalette="brand" variant="solid">
                New
              </Badge>
            )}
            <Text color="fg.muted" ms="auto">{`Impact ${insight.impactScore}/100`}</Text>
          </HStack>
          <Text
            as="h2"
            id={headingId}
            fontSize="lg"
            fontWeight={insight.isRead ? 'medium' : 'semibold'}
          >
            {insight.title}
          </Text>
          <Text>{insight.description}</Text>
          <Text fontSize="sm" bg="bg.muted" borderRadius="md" p="2">
            <Text as="span" fontWeight="semibold">
              Recommended:{' '}
            </Text>
            {insight.actionRecommended}
          </Text>
          <HStack gap="2" wrap="wrap" justify="flex-end">
            {!insight.isRead && (
              <Button
                size="sm"
                variant="ghost"
                onClick={onMarkRead}
                aria-label={`Mark as read: ${insight.title}`}
              >
                <Check /> Mark as read
              </Button>
            )}
            <Button size="sm" colorPalette="brand" asChild>
              <RouterLink to={insight.action.href} onClick={onFollow}>
                {insight.action.label} <ArrowRight />
              </RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
