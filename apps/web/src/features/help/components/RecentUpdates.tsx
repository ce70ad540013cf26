import { Card, Heading, Stack, Text } from '@chakra-ui/react';

import { RECENT_UPDATES } from '../help-content';

export function RecentUpdates() {
  return (
    <Card.Root as="section" aria-labelledby="recent-updates">
      <Card.Body gap="3">
        <Heading as="h2" id="recent-updates" size="lg">
          Recent Updates
        </Heading>
        <Stack as="ul" gap="3" listStyleType="none">
          {RECENT_UPDATES.map((update) => (
            <li key={update.title}>
              <Text fontWeight="medium" fontSize="sm">
                {update.title}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {update.description}
              </Text>
            </li>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
