import { Badge, Box, Button, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TLocalSeoAnalysis } from '@app/contracts';
import { Link as RouterLink } from 'react-router-dom';

const COMPETITION_PALETTE = { Low: 'green', Medium: 'yellow', High: 'red' } as const;

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Stack gap="0" p="3" rounded="md" bg="bg.muted">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {hint}
      </Text>
    </Stack>
  );
}

// SPEC §4: the result screen shows the score, the figures, the top keywords and the first two
// opportunities.
export function AnalysisResult({
  analysis,
  isFallback,
  onRestart,
}: {
  analysis: TLocalSeoAnalysis;
  isFallback: boolean;
  onRestart: () => void;
}) {
  return (
    <Stack gap="4" aria-live="polite">
      <HStack justify="space-between" align="flex-end" gap="3" flexWrap="wrap">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            Local visibility score for {analysis.location}
          </Text>
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1" color="brand.fg">
            {analysis.score}
            <Text as="span" fontSize="lg" color="fg.muted">
              /100
            </Text>
          </Text>
        </Stack>
        <Badge colorPalette={COMPETITION_PALETTE[analysis.competition]} size="lg">
          {analysis.competition} competition
        </Badge>
      </HStack>
      <Box height="2" rounded="full" bg="bg.emphasized" overflow="hidden" aria-hidden="true">
        <Box height="full" width={`${analysis.score}%`} bg="brand.solid" />
      </Box>
      <SimpleGrid columns={2} gap="3">
        <Figure
          label="Monthly searches"
          value={analysis.searchVolume.toLocaleString('en-US')}
          hint="for your main keywords nearby"
        />
        <Figure
          label="Estimated ranking"
          value={`#${analysis.currentRanking}`}
          hint="typical for an unoptimised listing"
        />
      </SimpleGrid>
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          Top keywords this {analysis.season}
        </Text>
        <HStack gap="2" flexWrap="wrap" as="ul" listStyleType="none">
          {analysis.topKeywords.map((keyword) => (
            <li key={keyword}>
              <Badge variant="outline" colorPalette="brand">
                {keyword}
              </Badge>
            </li>
          ))}
        </HStack>
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          Your best opportunities
        </Text>
        <List.Root gap="2" ps="5" fontSize="sm">
          {analysis.opportunities.slice(0, 2).map((opportunity) => (
            <List.Item key={opportunity}>{opportunity}</List.Item>
          ))}
        </List.Root>
      </Stack>
      <Text fontSize="xs" color="fg.muted">
        {isFallback
          ? 'A rough estimate made in your browser, because our analysis could not be reached.'
          : 'An estimate from your type of business, your area and the season. Track your real rankings with a free trial.'}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to="/signup">Start Free Trial</RouterLink>
        </Button>
        <Button variant="outline" onClick={onRestart}>
          Analyze another business
        </Button>
      </HStack>
    </Stack>
  );
}
