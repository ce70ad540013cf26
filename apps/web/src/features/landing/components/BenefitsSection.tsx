import { Box, Card, Container, Heading, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';

import { BENEFITS, COMPARISON } from '../landing-content';
import { SectionHeader } from './SectionHeader';

const Cell = chakra('td', {
  base: {
    px: '4',
    py: '3',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    textAlign: 'start',
    verticalAlign: 'top',
  },
});
const HeadCell = chakra('th', {
  base: {
    px: '4',
    py: '3',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    textAlign: 'start',
    fontWeight: 'semibold',
  },
});

// docs/product.md §2 section 3: benefits and the enterprise comparison.
export function BenefitsSection() {
  return (
    <Box
      as="section"
      id="benefits"
      aria-labelledby="benefits-heading"
      py={{ base: '16', md: '24' }}
      scrollMarginTop="16"
    >
      <Container maxW="6xl">
        <SectionHeader
          id="benefits-heading"
          eyebrow="Why Nearbly"
          title="Big-agency SEO, sized for the shop on the corner"
          text="Enterprise tools are built for brands with a marketing team. You have a shop to run."
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6" mb="12">
          {BENEFITS.map((benefit) => (
            <Card.Root key={benefit.title} variant="outline">
              <Card.Body gap="2">
                <Heading as="h3" size="md">
                  {benefit.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {benefit.text}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Box
          overflowX="auto"
          bg="bg.panel"
          rounded="xl"
          borderWidth="1px"
          borderColor="border.muted"
          // Scrolls sideways on a phone: reachable by keyboard too.
          tabIndex={0}
          role="region"
          aria-label="Comparison table"
        >
          <chakra.table width="full" fontSize="sm" minW="32rem">
            <chakra.caption captionSide="top" textAlign="start" p="4" fontWeight="semibold">
              Nearbly compared with enterprise SEO suites
            </chakra.caption>
            <thead>
              <tr>
                <HeadCell scope="col">
                  <chakra.span srOnly>Feature</chakra.span>
                </HeadCell>
                {COMPARISON.columns.map((column) => (
                  <HeadCell key={column} scope="col">
                    {column}
                  </HeadCell>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPARISON.rows.map((row) => (
                <tr key={row.label}>
                  <HeadCell scope="row" fontWeight="medium">
                    {row.label}
                  </HeadCell>
                  <Cell>
                    <chakra.span display="inline-flex" gap="2" alignItems="center" color="fg">
                      <Check aria-hidden size={16} color="currentColor" />
                      {row.ours}
                    </chakra.span>
                  </Cell>
                  <Cell color="fg.muted">
                    <chakra.span display="inline-flex" gap="2" alignItems="center">
                      <X aria-hidden size={16} />
                      {row.theirs}
                    </chakra.span>
                  </Cell>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      </Container>
    </Box>
  );
}
