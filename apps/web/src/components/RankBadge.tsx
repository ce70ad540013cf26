import { Badge } from '@chakra-ui/react';

import { rankTierOf } from './rank';

// A position in the spec's rank colours; a failed check reads "No data", never #0.
export function RankBadge({ position, status }: { position: number | null; status?: string | null }) {
  if (position === null) {
    return (
      <Badge variant="subtle" colorPalette="gray">
        {status === 'not_ranked' ? 'Not in top 100' : status ? 'No data' : 'Checking...'}
      </Badge>
    );
  }
  const tier = rankTierOf(position);
  return (
    <Badge bg={`rank.${tier}.subtle`} color={`rank.${tier}.fg`} fontWeight="semibold" data-rank-tier={tier}>
      #{position}
    </Badge>
  );
}
