import { Badge, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { TAGLINE } from '@/app/ui-constants';
import { usePageTitle } from '@/components/usePageTitle';

// SPEC §2 landing page, first cut: the hero and its call to action. The analysis widget, benefits,
// features, demo, pricing and FAQ sections come with the full landing page.
export function LandingPage() {
  usePageTitle('Local SEO for the shop on the corner');
  return (
    <Box as="section" aria-labelledby="hero-heading" bg="bg.panel">
      <Container maxW="4xl" py={{ base: '16', md: '28' }}>
        <Stack gap="6" align={{ base: 'flex-start', md: 'center' }} textAlign={{ md: 'center' }}>
          <Badge colorPalette="accent" variant="subtle" size="lg">
            14-day free trial · no credit card
          </Badge>
          <Heading
            as="h1"
            id="hero-heading"
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.1"
            letterSpacing="tight"
          >
            {TAGLINE}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
            See where your shop ranks when people nearby search on Google, keep an eye on the
            competition down the street and answer every review — in five minutes a week.
          </Text>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/signup">Start Free Trial</RouterLink>
            </Button>
            <Button asChild variant="outline" size="lg">
              <RouterLink to="/guide">Read the free guide</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
