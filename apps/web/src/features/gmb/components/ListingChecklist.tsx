import type { TListingTask } from '@app/contracts';
import { Badge, Box, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, Circle } from 'lucide-react';

import { pointsLeft, taskAnchor } from '../score-display';

type ListingChecklistProps = { checklist: TListingTask[]; highlighted: string | null };

// The recommendations that raise the score; each has an anchor (#task-<id>) that insight actions
// link to, and the linked one is highlighted.
export function ListingChecklist({ checklist, highlighted }: ListingChecklistProps) {
  const left = pointsLeft(checklist);
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        {left === 0
          ? 'Every recommendation is done. Keep your hours and photos up to date.'
          : `Complete these to win up to ${left} more points.`}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Recommendations">
        {checklist.map((task) => {
          const anchor = taskAnchor(task.id);
          const isTarget = highlighted === anchor;
          return (
            <Box
              as="li"
              key={task.id}
              id={anchor}
              tabIndex={-1}
              data-testid="listing-task"
              data-done={task.done}
              data-highlighted={isTarget || undefined}
              borderWidth="1px"
              borderColor={isTarget ? 'accent.solid' : 'border.muted'}
              bg={isTarget ? 'accent.subtle' : 'bg.panel'}
              borderRadius="md"
              p="3"
              scrollMarginTop="24"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            >
              <HStack align="start" gap="3">
                <Icon
                  as={task.done ? CircleCheck : Circle}
                  boxSize="5"
                  color={task.done ? 'fg.success' : 'fg.muted'}
                  mt="0.5"
                  aria-hidden
                />
                <Stack gap="0.5" flex="1">
                  <Text
                    fontWeight="medium"
                    textDecoration={task.done ? 'line-through' : undefined}
                    color={task.done ? 'fg.muted' : 'fg'}
                  >
                    {task.label}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {task.detail}
                  </Text>
                </Stack>
                <Stack align="end" gap="1">
                  <Badge colorPalette={task.done ? 'green' : 'gray'} variant="subtle">
                    {task.done ? 'Done' : 'To do'}
                  </Badge>
                  <Text fontSize="xs" color="fg.muted">{`${task.points} points`}</Text>
                </Stack>
              </HStack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
