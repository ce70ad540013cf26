import type { TGoogleSource } from '@app/contracts';
import { Badge } from '@chakra-ui/react';

import { SOURCE_LABELS } from '../google-messages';

// "Google sandbox" (local mode and tests) or "From Google": where connected data comes from.
export function GoogleSourceBadge({ source }: { source: TGoogleSource }) {
  return (
    <Badge
      colorPalette={source === 'google-sandbox' ? 'purple' : 'blue'}
      variant="subtle"
      data-testid="google-source"
    >
      {SOURCE_LABELS[source]}
    </Badge>
  );
}
