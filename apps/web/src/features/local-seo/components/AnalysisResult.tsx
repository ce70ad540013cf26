import { Badge, Box, Button, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TLocalSeoCompetition } from '@app/contracts';

// One badge per level, all in the markup (so each palette's styles are in the page); the
// enhancer shows the one of the analysis.
const COMPETITION_PALETTES: readonly [TLocalSeoCompetition, string][] = [
  ['Low', 'green'],
  ['Medium', 'yellow'],
  ['High', 'red'],
];

function Figure({ label, part, hint }: { label: string; part: string; hint: string }) {
  return (
    <Stack gap="0" p="3" rounded="md" bg="bg.muted">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" data-part={part} />
      <Text fontSize="xs" color="fg.muted">
        {hint}
      </Text>
    </Stack>
  );
}

// docs/product.md §4: the result screen shows the score, the figures, the top keywords and the first two
// opportunities. Markup only, hidden until analysisEnhancer (local-seo.enhance.ts) fills its
// parts (data-part) and shows it; the lists are filled from their hidden item templates.
export function AnalysisResult() {
  return (
    <Stack gap="4" aria-live="polite" hidden data-part="result">
      <HStack justify="space-between" align="flex-end" gap="3" flexWrap="wrap">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted" data-part="place" />
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1" color="brand.fg">
            <span data-part="score" />
            <Text as="span" fontSize="lg" color="fg.muted">
              /100
            </Text>
          </Text>
        </Stack>
        {COMPETITION_PALETTES.map(([level, palette]) => (
          <Badge
            key={level}
            colorPalette={palette}
            size="lg"
            hidden
            data-part="competition"
            data-competition={level}
          >
            {level} competition
          </Badge>
        ))}
      </HStack>
      <Box height="2" rounded="full" bg="bg.emphasized" overflow="hidden" aria-hidden="true">
        {/* Its width is the score, set by the enhancer. */}
        <Box height="full" width="0" bg="brand.solid" data-part="score-bar" />
      </Box>
      <SimpleGrid columns={2} gap="3">
        <Figure label="Monthly searches" part="searches" hint="for your main keywords nearby" />
        <Figure
          label="Estimated ranking"
          part="ranking"
          hint="typical for an unoptimised listing"
        />
      </SimpleGrid>
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm" data-part="keywords-title" />
        <HStack gap="2" flexWrap="wrap" as="ul" listStyleType="none" data-part="keywords">
          <li hidden data-part="keyword-template">
            <Badge variant="outline" colorPalette="brand" data-field="keyword" />
          </li>
        </HStack>
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          Your best opportunities
        </Text>
        <List.Root gap="2" ps="5" fontSize="sm" data-part="opportunities">
          <List.Item hidden data-part="opportunity-template" />
        </List.Root>
      </Stack>
      <Text fontSize="xs" color="fg.muted" data-part="note" />
      <HStack gap="2" flexWrap="wrap">
        {/* A plain link: the landing document has no router. */}
        <Button asChild colorPalette="brand">
          <a href="/signup">Start Free Trial</a>
        </Button>
        <Button variant="outline" data-part="restart">
          Analyze another business
        </Button>
      </HStack>
    </Stack>
  );
}
