import { Badge, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { usePageTitle } from './usePageTitle';

type PlaceholderPageProps = {
  // The page name: the h1 and the document title.
  title: string;
  // One sentence on what the page will do.
  description: string;
  children?: ReactNode;
};

// A page whose real content arrives in a later issue: its name, what is coming, and nothing fake.
export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  usePageTitle(title);
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <Stack gap="4" align="flex-start">
        <Badge colorPalette="accent" variant="subtle">
          Coming soon
        </Badge>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="lg" maxW="prose">
          {description}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
