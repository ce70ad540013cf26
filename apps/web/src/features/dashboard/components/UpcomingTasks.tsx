import { Card, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import type { UpcomingTask } from '../dashboard-figures';

export function UpcomingTasks({ tasks }: { tasks: UpcomingTask[] }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title>Upcoming tasks</Card.Title>
      </Card.Header>
      <Card.Body>
        {tasks.length === 0 ? (
          <Text color="fg.muted">All caught up.</Text>
        ) : (
          <Stack as="ul" gap="3" aria-label="Upcoming tasks">
            {tasks.map((task) => (
              <Stack as="li" key={task.id} gap="0">
                <Link asChild fontWeight="medium" color="brand.fg">
                  <RouterLink to={task.to}>{task.title}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {task.detail}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
