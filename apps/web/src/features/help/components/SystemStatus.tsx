import { Badge, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';

import { useGetHealthQuery } from '../help.api';
import { SYSTEM_COMPONENTS, systemStatusRows, type SystemStatusLabel } from '../system-status';

const PALETTE: Record<SystemStatusLabel, string> = {
  Operational: 'green',
  Degraded: 'yellow',
  Down: 'red',
};

// docs/product.md §2 System Status, from the live GET /api/health (refreshed every minute).
export function SystemStatus() {
  const { data, isLoading, isError } = useGetHealthQuery(undefined, { pollingInterval: 60_000 });

  return (
    <Card.Root as="section" aria-labelledby="system-status">
      <Card.Body gap="3">
        <Heading as="h2" id="system-status" size="lg">
          System Status
        </Heading>
        {isLoading && (
          <Stack gap="2">
            {SYSTEM_COMPONENTS.map((component) => (
              <Skeleton key={component.name} height="6" />
            ))}
          </Stack>
        )}
        {!isLoading && (isError || !data) && (
          <Text color="fg.muted" fontSize="sm" role="status">
            We could not check the status just now. Please try again in a moment.
          </Text>
        )}
        {data && (
          <Stack as="ul" gap="2" listStyleType="none">
            {systemStatusRows(data).map((row) => (
              <HStack
                as="li"
                key={row.name}
                justify="space-between"
                aria-label={`${row.name}: ${row.status}`}
              >
                <Text fontSize="sm">{row.name}</Text>
                <Badge colorPalette={PALETTE[row.status]} variant="subtle">
                  {row.status}
                </Badge>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
