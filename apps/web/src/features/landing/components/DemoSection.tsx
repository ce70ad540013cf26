import {
  Badge,
  Box,
  Card,
  Container,
  HStack,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';

import { rankTierOf } from '@/components/rank';

import { DEMO_INSIGHTS, DEMO_KEYWORDS, DEMO_OVERVIEW } from '../landing-content';
import { SectionHeader } from './SectionHeader';

// SPEC §2/§9 rank colours: 1-3 green, 4-10 yellow, above 10 red (theme tokens `rank.*`).
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

// SPEC §2 section 6: the interactive demo, tabs dashboard / keywords / insights, sample data.
export function DemoSection() {
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
        <Tabs.Root defaultValue="dashboard" variant="enclosed" colorPalette="brand" fitted>
          <Tabs.List>
            <Tabs.Trigger value="dashboard">Dashboard</Tabs.Trigger>
            <Tabs.Trigger value="keywords">Keywords</Tabs.Trigger>
            <Tabs.Trigger value="insights">Insights</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="dashboard">
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
          </Tabs.Content>
          <Tabs.Content value="keywords">
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
          </Tabs.Content>
          <Tabs.Content value="insights">
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
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </Box>
  );
}
