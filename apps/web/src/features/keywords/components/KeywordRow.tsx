import type { TTrackedKeyword } from '@app/contracts';
import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ChartLine, Minus, RefreshCw, Sparkle, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { RankBadge } from '@/components/RankBadge';

import { RankHistoryChart } from './RankHistoryChart';

// The row's element id, for links to one keyword.
export const keywordAnchor = (id: string): string => `keyword-${id}`;

// "+2" up, "-1" down, "—" without two positions to compare.
export const changeLabel = (change: number | null): string => (change === null ? '—' : change > 0 ? `+${change}` : change === 0 ? '0' : String(change));

const TREND = {
  up: { icon: ArrowUp, label: 'Up', color: 'rank.top3.fg' },
  down: { icon: ArrowDown, label: 'Down', color: 'rank.low.fg' },
  stable: { icon: Minus, label: 'Stable', color: 'fg.muted' },
  new: { icon: Sparkle, label: 'New', color: 'brand.fg' },
  'no-data': { icon: Minus, label: 'No data', color: 'fg.muted' },
} as const;

type KeywordRowProps = {
  keyword: TTrackedKeyword;
  checking: boolean;
  // Opened from a link to this keyword (an insight's action: /keywords?keyword=<id>).
  highlighted?: boolean;
  onCheck: () => void;
  onRemove: () => void;
};

// One tracked keyword: position in the rank colours, movement since the last check, trend, and
// its rank-history chart on demand. A row on wide screens, a stacked card on narrow ones.
export function KeywordRow({ keyword, checking, highlighted = false, onCheck, onRemove }: KeywordRowProps) {
  const [open, setOpen] = useState(highlighted);
  const trend = TREND[keyword.trend];
  return (
    <Box
      as="li"
      id={keywordAnchor(keyword.id)}
      tabIndex={-1}
      borderBottomWidth="1px"
      borderColor="border.muted"
      py="3"
      px={highlighted ? '2' : undefined}
      bg={highlighted ? 'accent.subtle' : undefined}
      borderRadius={highlighted ? 'md' : undefined}
      scrollMarginTop="24"
      data-testid="keyword-row"
      data-keyword={keyword.keyword}
      data-highlighted={highlighted || undefined}
    >
      <Stack direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} gap={{ base: '2', md: '4' }}>
        <Text flex="2" fontWeight="medium">
          {keyword.keyword}
        </Text>
        <HStack flex="3" gap="4" justify="space-between">
          <Box minW="24" aria-label="Position">
            <RankBadge position={keyword.position} status={keyword.status} />
          </Box>
          <Text minW="10" aria-label="Change" color={keyword.change && keyword.change > 0 ? 'rank.top3.fg' : keyword.change && keyword.change < 0 ? 'rank.low.fg' : 'fg.muted'}>
            {changeLabel(keyword.change)}
          </Text>
          <HStack minW="20" color={trend.color} aria-label="Trend">
            <trend.icon size={16} aria-hidden="true" />
            <Text fontSize="sm">{trend.label}</Text>
          </HStack>
          <HStack gap="1">
            <Button size="xs" variant="ghost" aria-expanded={open} onClick={() => setOpen((value) => !value)} aria-label={`Rank history of ${keyword.keyword}`}>
              <ChartLine /> History
            </Button>
            <IconButton size="xs" variant="ghost" aria-label={`Check ${keyword.keyword} now`} onClick={onCheck} disabled={checking}>
              <RefreshCw />
            </IconButton>
            <IconButton size="xs" variant="ghost" aria-label={`Remove ${keyword.keyword}`} onClick={onRemove}>
              <Trash2 />
            </IconButton>
          </HStack>
        </HStack>
      </Stack>
      {open && (
        <Box pt="3">
          <RankHistoryChart keyword={keyword.keyword} history={keyword.history} />
        </Box>
      )}
    </Box>
  );
}
