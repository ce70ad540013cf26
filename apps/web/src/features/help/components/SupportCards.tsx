import { Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Mail, MessageCircle, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { SUPPORT_EMAIL } from '@/app/ui-constants';
import { ChatWithMayaButton } from '@/features/contact/components/ChatWithMayaButton';

function SupportCard(props: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Card.Root as="section">
      <Card.Body gap="3" alignItems="flex-start">
        {props.icon}
        <Heading as="h2" size="md">
          {props.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm" flex="1">
          {props.text}
        </Text>
        {props.action}
      </Card.Body>
    </Card.Root>
  );
}

// docs/product.md §2 Help: Chat with Maya, Email Support, Video Tutorials.
export function SupportCards() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <SupportCard
        icon={<MessageCircle aria-hidden />}
        title="Chat with Maya"
        text="Quick answers about pricing, setup and troubleshooting, any time."
        action={<ChatWithMayaButton size="sm" />}
      />
      <SupportCard
        icon={<Mail aria-hidden />}
        title="Email Support"
        text="Write to a person on our team; we reply within 24 hours."
        action={
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <a href={`mailto:${SUPPORT_EMAIL}`}>Email {SUPPORT_EMAIL}</a>
          </Button>
        }
      />
      <SupportCard
        icon={<PlayCircle aria-hidden />}
        title="Video Tutorials"
        text="Step-by-step chapters on local SEO, from your profile to local content."
        action={
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink to="/guide">Open the guide</RouterLink>
          </Button>
        }
      />
    </SimpleGrid>
  );
}
