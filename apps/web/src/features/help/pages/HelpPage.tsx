import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

import { usePageTitle } from '@/components/usePageTitle';

import { HelpFaq } from '../components/HelpFaq';
import { HelpTopics } from '../components/HelpTopics';
import { RecentUpdates } from '../components/RecentUpdates';
import { StillNeedHelp } from '../components/StillNeedHelp';
import { SupportCards } from '../components/SupportCards';
import { SystemStatus } from '../components/SystemStatus';

// docs/product.md §2 Help and Support (/help), in the dashboard shell.
export function HelpPage() {
  usePageTitle('Help & Support');
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Help & Support
          </Heading>
          <Text color="fg.muted">Answers, guides and a person when you need one.</Text>
        </Stack>
        <SupportCards />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
          <Stack gap="6" gridColumn={{ lg: 'span 2' }}>
            <HelpTopics />
            <HelpFaq />
            <StillNeedHelp />
          </Stack>
          <Stack gap="6">
            <SystemStatus />
            <RecentUpdates />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
