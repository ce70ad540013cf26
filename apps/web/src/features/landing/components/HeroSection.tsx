import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { TAGLINE } from '@/app/ui-constants';
import { AnalysisWidget } from '@/features/local-seo/components/AnalysisWidget';

// docs/product.md §2 section 2: the hero with the free local SEO analysis widget.
export function HeroSection() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg.subtle"
      pt={{ base: '24', md: '32' }}
      pb={{ base: '12', md: '20' }}
    >
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '12' }} alignItems="center">
          <Stack gap="6" align="flex-start">
            <Badge colorPalette="accent" variant="solid" size="lg">
              14-day free trial · no credit card
            </Badge>
            <Heading
              as="h1"
              id="hero-heading"
              fontSize={{ base: '4xl', md: '5xl' }}
              lineHeight="1.1"
              letterSpacing="tight"
            >
              {TAGLINE}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              See where your shop ranks when people nearby search on Google, keep an eye on the
              competition down the street and answer every review — in five minutes a week.
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button asChild colorPalette="brand" size="lg">
                <RouterLink to="/signup">Start Free Trial</RouterLink>
              </Button>
              <Button asChild variant="outline" size="lg">
                <RouterLink to="/#demo">See the demo</RouterLink>
              </Button>
            </HStack>
          </Stack>
          <AnalysisWidget />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
