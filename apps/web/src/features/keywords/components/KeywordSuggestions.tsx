import type { TKeywordSuggestion } from '@app/contracts';
import { Badge, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';

import { errorMessageOf } from '@/app/errors';
import { toaster } from '@/components/Toaster';
import { useAddKeywordsMutation, useGetKeywordSuggestionsQuery } from '@/features/dashboard/dashboard.api';

export const SUGGESTIONS_ANCHOR = 'suggestions';

const KIND_LABEL = { seasonal: 'Seasonal', 'local-event': 'Local event', weather: 'Weather', 'google-search': 'From Google' } as const;

// Google's own searches say where they come from ("Google sandbox" when the sandbox stands in).
const kindLabel = (suggestion: TKeywordSuggestion): string =>
  suggestion.google?.source === 'google-sandbox' ? 'From Google sandbox' : KIND_LABEL[suggestion.kind];

// AI keyword suggestions for the business type and city; says so when AI runs in local mode.
export function KeywordSuggestions({ tracked }: { tracked: string[] }) {
  const { data, isLoading, isError } = useGetKeywordSuggestionsQuery();
  const [add] = useAddKeywordsMutation();
  const isTracked = (keyword: string) => tracked.some((item) => item.toLowerCase() === keyword.toLowerCase());

  const track = (keyword: string) =>
    add({ keywords: [keyword] })
      .unwrap()
      .then(() => toaster.create({ title: `Now tracking "${keyword}"`, type: 'success' }))
      .catch((caught: unknown) => toaster.create({ title: 'Action failed', description: errorMessageOf(caught), type: 'error' }));

  return (
    // #suggestions: the seasonal insight's "Find seasonal keywords" lands here.
    <Card.Root size="sm" id={SUGGESTIONS_ANCHOR} tabIndex={-1} scrollMarginTop="24">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title>AI keyword suggestions</Card.Title>
          {data?.source === 'local' && <Badge variant="subtle">AI in local mode</Badge>}
        </HStack>
      </Card.Header>
      <Card.Body>
        {isLoading && <Skeleton height="20" />}
        {isError && <Text color="fg.muted">Suggestions are unavailable right now.</Text>}
        {data?.aiNotice && (
          <Text color="fg.muted" fontSize="sm" mb="3" data-testid="ai-notice">
            {data.aiNotice}
          </Text>
        )}
        <Stack as="ul" gap="3">
          {data?.suggestions.map((suggestion) => (
            <HStack as="li" key={suggestion.keyword} justify="space-between" align="flex-start">
              <Stack gap="0">
                <HStack>
                  <Text fontWeight="medium">{suggestion.keyword}</Text>
                  <Badge size="sm" colorPalette="accent">
                    {kindLabel(suggestion)}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {suggestion.reason}
                </Text>
              </Stack>
              <Button size="xs" variant="outline" disabled={isTracked(suggestion.keyword)} onClick={() => void track(suggestion.keyword)} aria-label={`Track ${suggestion.keyword}`}>
                <Plus /> {isTracked(suggestion.keyword) ? 'Tracked' : 'Track'}
              </Button>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
