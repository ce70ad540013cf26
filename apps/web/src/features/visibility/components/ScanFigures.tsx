import type { TScanSummary } from '@app/contracts';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';

import { FIGURES, figureValue, isRunning, VISIBILITY_MESSAGES } from '../visibility-messages';

type ScanFiguresProps = {
  scan: Pick<TScanSummary, 'arp' | 'atrp' | 'solv' | 'status'>;
  // "your shop", or the competitor whose grid is shown.
  whose: string;
};

// docs/product.md, Visibility: ARP, ATRP and SoLV, each with its definition beside it; "—" while
// the scan runs (the figures come only once every point is in) or when no point has data.
export function ScanFigures({ scan, whose }: ScanFiguresProps) {
  return (
    <Box>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3" aria-label="Figures">
        {FIGURES.map((figure) => (
          <Box
            key={figure.key}
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="md"
            p="3"
            data-testid={`figure-${figure.key}`}
          >
            <Text as="dt" fontSize="sm" fontWeight="semibold">
              {figure.short}{' '}
              <Text as="span" fontWeight="normal" color="fg.muted">
                ({figure.name.toLowerCase()})
              </Text>
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="bold" data-testid="figure-value">
              {figureValue(figure.key, scan[figure.key])}
            </Text>
            <Text as="dd" fontSize="xs" color="fg.muted">
              {figure.definition(whose)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {isRunning(scan) && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {VISIBILITY_MESSAGES.figuresPending}
        </Text>
      )}
    </Box>
  );
}
