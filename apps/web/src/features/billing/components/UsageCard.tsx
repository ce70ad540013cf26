import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';

import type { TBillingUsage } from '@app/contracts';

const ROWS: { key: keyof TBillingUsage; label: string }[] = [
  { key: 'locations', label: 'locations' },
  { key: 'keywords', label: 'keywords' },
  { key: 'competitors', label: 'competitors' },
];

// docs/product.md §2 Billing usage ('1 of 3 locations, 15 of 100 keywords'), counted by the services.
export function UsageCard({ usage }: { usage: TBillingUsage | undefined }) {
  return (
    <Card.Root as="section" aria-labelledby="usage-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="usage-heading">
          Usage
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {ROWS.map(({ key, label }) => {
            const item = usage?.[key];
            const share = item && item.used !== null && item.limit > 0 ? Math.min(100, (item.used / item.limit) * 100) : 0;
            return (
              <Stack key={key} gap="1" data-testid={`usage-${key}`}>
                <Text>{item ? `${item.used ?? '—'} of ${item.limit} ${label}` : `Loading ${label}…`}</Text>
                <Box h="2" rounded="full" bg="bg.emphasized" role="meter" aria-label={`${label} used`} aria-valuemin={0} aria-valuemax={item?.limit ?? 0} aria-valuenow={item?.used ?? 0}>
                  <Box h="full" rounded="full" bg={share >= 100 ? 'red.solid' : 'brand.solid'} width={`${share}%`} />
                </Box>
              </Stack>
            );
          })}
          {usage && usage.keywords.used === null && (
            <Text fontSize="sm" color="fg.muted">
              Keyword and competitor counts are unavailable right now.
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
