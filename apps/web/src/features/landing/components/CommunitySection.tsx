import { Box, Card, Container, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { COMMUNITY } from '../landing-content';
import { SectionHeader } from './SectionHeader';

// docs/product.md §2 section 5: the community section.
export function CommunitySection() {
  return (
    <Box as="section" aria-labelledby="community-heading" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <SectionHeader
          id="community-heading"
          eyebrow="Community"
          title="Learn local SEO with other shop owners"
          text="Free guides, seasonal tips and a team that answers. Independent shops do better when they share what works."
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {COMMUNITY.map((item) => (
            <Card.Root key={item.to} variant="outline">
              <Card.Body gap="2">
                <Heading as="h3" size="md">
                  {item.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {item.text}
                </Text>
              </Card.Body>
              <Card.Footer>
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to={item.to}>{item.cta}</RouterLink>
                </Link>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
