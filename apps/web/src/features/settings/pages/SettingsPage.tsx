import { Container, Heading, Stack, Text } from '@chakra-ui/react';

import { usePageTitle } from '@/components/usePageTitle';

import { BusinessSection } from '../components/BusinessSection';
import { DataPrivacySection } from '../components/DataPrivacySection';
import { GoogleBusinessSection } from '../components/GoogleBusinessSection';
import { NotificationsSection } from '../components/NotificationsSection';
import { ProfileSection } from '../components/ProfileSection';
import { SecuritySection } from '../components/SecuritySection';

// docs/product.md §2 Settings: the five sections, in this order, with the Google Business Profile
// connection (issue 17) after the business it belongs to.
export function SettingsPage() {
  usePageTitle('Settings');
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Settings
          </Heading>
          <Text color="fg.muted">Your profile, your shop, and how we keep your account safe.</Text>
        </Stack>
        <ProfileSection />
        <BusinessSection />
        <GoogleBusinessSection />
        <NotificationsSection />
        <SecuritySection />
        <DataPrivacySection />
      </Stack>
    </Container>
  );
}
