import {
  Badge,
  Box,
  Card,
  Container,
  Flex,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { rankTierOf } from '@/components/rank';
import { useEnhancer } from '@/enhance/useEnhancer';

import { demoTabsEnhancer } from '../enhance/demo-tabs.enhance';
import { DEMO_INSIGHTS, DEMO_KEYWORDS, DEMO_OVERVIEW } from '../landing-content';
import { SectionHeader } from './SectionHeader';

// docs/product.md §2/§9 rank colours: 1-3 green, 4-10 yellow, above 10 red (theme tokens `rank.*`).
export function RankBadge({ rank }: { rank: number }) {
  const tier = rankTierOf(rank);
  return (
    <Box
      as="span"
      data-rank-tier={tier}
      display="inline-flex"
      minW="10"
      justifyContent="center"
      px="2"
      py="0.5"
      rounded="md"
      fontWeight="bold"
      fontSize="sm"
      bg={`rank.${tier}.subtle`}
      color={`rank.${tier}.fg`}
    >
      #{rank}
    </Box>
  );
}

const PRIORITY_PALETTE = { High: 'red', Medium: 'yellow', Low: 'gray' } as const;

const TABS = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'keywords', label: 'Keywords' },
  { value: 'insights', label: 'Insights' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

// One tab's panel; the first is shown in the HTML, demo-tabs.enhance.ts switches them.
function DemoPanel({ value, children }: { value: TabValue; children: ReactNode }) {
  return (
    <Box
      role="tabpanel"
      id={`demo-panel-${value}`}
      aria-labelledby={`demo-tab-${value}`}
      hidden={value !== TABS[0].value}
      tabIndex={0}
      pt="4"
      focusVisibleRing="outside"
    >
      {children}
    </Box>
  );
}

// docs/product.md §2 section 6: the interactive demo, tabs dashboard / keywords / insights, sample data
// (WAI-ARIA tabs; the selected look by aria-selected).
export function DemoSection() {
  const enhancer = useEnhancer(demoTabsEnhancer);
  return (
    <Box
      as="section"
      id="demo"
      aria-labelledby="demo-heading"
      py={{ base: '16', md: '24' }}
      bg="bg.panel"
      scrollMarginTop="16"
    >
      <Container maxW="5xl">
        <SectionHeader
          id="demo-heading"
          eyebrow="Interactive demo"
          title="Your week at a glance"
          text="This is the dashboard of our demo coffee shop. Click through the tabs: every figure is sample data."
        />
        <Box {...enhancer}>
          <Flex role="tablist" aria-label="Demo views" gap="1" p="1" rounded="l3" bg="bg.muted">
            {TABS.map((tab, index) => (
              <chakra.button
                key={tab.value}
                type="button"
                role="tab"
                data-part="tab"
                id={`demo-tab-${tab.value}`}
                aria-controls={`demo-panel-${tab.value}`}
                aria-selected={index === 0}
                tabIndex={index === 0 ? 0 : -1}
                flex="1"
                py="2"
                px="3"
                rounded="l2"
                fontSize="sm"
                fontWeight="medium"
                color="fg.muted"
                cursor="pointer"
                _hover={{ color: 'fg' }}
                _selected={{ bg: 'bg.panel', color: 'brand.fg', shadow: 'xs' }}
                focusVisibleRing="inside"
              >
                {tab.label}
              </chakra.button>
            ))}
          </Flex>
          <DemoPanel value="dashboard">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
              {DEMO_OVERVIEW.map((item) => (
                <Card.Root key={item.label} variant="subtle">
                  <Card.Body gap="1">
                    <Text fontSize="sm" color="fg.muted">
                      {item.label}
                    </Text>
                    <Text fontSize="3xl" fontWeight="bold">
                      {item.value}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </DemoPanel>
          <DemoPanel value="keywords">
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Sample keyword rankings">
              {DEMO_KEYWORDS.map((row) => (
                <HStack
                  as="li"
                  key={row.keyword}
                  justify="space-between"
                  gap="3"
                  p="3"
                  rounded="md"
                  bg="bg.subtle"
                >
                  <Text fontWeight="medium">{row.keyword}</Text>
                  <HStack gap="3">
                    <Text fontSize="sm" color="fg.muted" minW="10" textAlign="end">
                      {row.change === 'new' ? 'new' : row.change === '0' ? '±0' : row.change}
                    </Text>
                    <RankBadge rank={row.rank} />
                  </HStack>
                </HStack>
              ))}
            </Stack>
          </DemoPanel>
          <DemoPanel value="insights">
            <Stack gap="3">
              {DEMO_INSIGHTS.map((insight) => (
                <Card.Root key={insight.title} variant="outline">
                  <Card.Body gap="2">
                    <HStack gap="2" flexWrap="wrap">
                      <Badge colorPalette={PRIORITY_PALETTE[insight.priority]}>
                        {insight.priority} priority
                      </Badge>
                      <Text fontWeight="semibold">{insight.title}</Text>
                    </HStack>
                    <Text color="fg.muted" fontSize="sm">
                      {insight.text}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          </DemoPanel>
        </Box>
      </Container>
    </Box>
  );
}
