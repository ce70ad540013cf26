import {
  Badge,
  Box,
  Card,
  Circle,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';

import { AI_FEATURES, HOW_IT_WORKS, SEASONAL_CARDS } from '../landing-content';
import { SectionHeader } from './SectionHeader';

// docs/product.md §2 section 4: AI features — seasonal cards and the 3-step how-it-works.
export function AiFeaturesSection() {
  return (
    <Box
      as="section"
      id="features"
      aria-labelledby="features-heading"
      py={{ base: '16', md: '24' }}
      bg="bg.panel"
      scrollMarginTop="16"
    >
      <Container maxW="6xl">
        <SectionHeader
          id="features-heading"
          eyebrow="AI features"
          title="Keywords that follow the seasons on your street"
          text="Every week Nearbly suggests what people nearby are about to search for: the weather, local events and the time of year."
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6" mb="10">
          {SEASONAL_CARDS.map((card) => (
            <Card.Root key={card.season} variant="subtle">
              <Card.Body gap="3">
                <Badge alignSelf="flex-start" colorPalette="accent" variant="solid">
                  {card.season}
                </Badge>
                <Heading as="h3" size="md">
                  {card.headline}
                </Heading>
                <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" color="fg.muted">
                  {card.keywords.map((keyword) => (
                    <li key={keyword}>“{keyword}”</li>
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mb="16">
          {AI_FEATURES.map((feature) => (
            <Stack key={feature.title} gap="1">
              <Heading as="h3" size="md">
                {feature.title}
              </Heading>
              <Text color="fg.muted">{feature.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Heading as="h3" size="xl" textAlign="center" mb="8">
          How it works
        </Heading>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="8">
          {HOW_IT_WORKS.map((item) => (
            <HStack as="li" key={item.step} align="flex-start" gap="4">
              <Circle
                size="10"
                bg="brand.solid"
                color="brand.contrast"
                fontWeight="bold"
                flexShrink={0}
                aria-hidden="true"
              >
                {item.step}
              </Circle>
              <Stack gap="1">
                <Heading as="h4" size="md">
                  <Text as="span" srOnly>
                    Step {item.step}:{' '}
                  </Text>
                  {item.title}
                </Heading>
                <Text color="fg.muted">{item.text}</Text>
              </Stack>
            </HStack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
