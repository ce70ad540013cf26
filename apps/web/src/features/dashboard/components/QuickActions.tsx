import { Button, Card, Stack } from '@chakra-ui/react';
import { MessageSquareReply, Search, Sparkles, Users } from 'lucide-react';
import { Link as RouterLink } from 'react-router';

const ACTIONS = [
  { label: 'Add keywords', to: '/keywords', icon: Search },
  { label: 'Reply to reviews', to: '/reviews', icon: MessageSquareReply },
  { label: 'See competitors', to: '/competitors', icon: Users },
  { label: 'Read AI insights', to: '/insights', icon: Sparkles },
] as const;

export function QuickActions() {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title>Quick actions</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          {ACTIONS.map((action) => (
            <Button key={action.to} asChild variant="outline" justifyContent="flex-start">
              <RouterLink to={action.to}>
                <action.icon /> {action.label}
              </RouterLink>
            </Button>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
