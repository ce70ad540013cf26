import {
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Award, Hash, RefreshCw, Search, Trophy } from 'lucide-react';
import { useSearchParams } from 'react-router';

import { errorMessageOf } from '@/app/errors';
import { FormMessage } from '@/components/FormMessage';
import { formatInstant } from '@/components/format-date';
import { StatCard } from '@/components/StatCard';
import { toaster } from '@/components/Toaster';
import { usePageTitle } from '@/components/usePageTitle';
import { useHashTarget, useScrollToElement } from '@/components/useScrollToElement';
import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';
import { useGetKeywordsQuery, useRemoveKeywordMutation } from '@/features/dashboard/dashboard.api';

import { AddKeywordsForm } from '../components/AddKeywordsForm';
import { keywordAnchor, KeywordRow } from '../components/KeywordRow';
import { KeywordSuggestions } from '../components/KeywordSuggestions';
import { keywordSummary } from '../keyword-summary';
import { rankCheckStatus } from '../rank-check-messages';
import { useRankCheck } from '../useRankCheck';

// docs/product.md §2 Keywords: summary cards and the table of tracked keywords with their positions.
export function KeywordsPage() {
  usePageTitle('Keyword Tracking');
  const { data, isError, error } = useGetKeywordsQuery();
  const [remove] = useRemoveKeywordMutation();
  const rankCheck = useRankCheck();
  const timeZone = useBusinessTimeZone();
  // Insights' actions link to one keyword (/keywords?keyword=<id>) or the suggestions (#suggestions).
  const linked = useSearchParams()[0].get('keyword');
  const hashTarget = useHashTarget();
  useScrollToElement(
    linked ? keywordAnchor(linked) : hashTarget,
    linked ? Boolean(data?.keywords.some((keyword) => keyword.id === linked)) : Boolean(data),
  );

  const removeKeyword = (id: string, keyword: string) =>
    remove(id)
      .unwrap()
      .then(() => toaster.create({ title: `Stopped tracking "${keyword}"`, type: 'success' }))
      .catch((caught: unknown) =>
        toaster.create({
          title: 'Action failed',
          description: errorMessageOf(caught),
          type: 'error',
        }),
      );

  const summary = data ? keywordSummary(data.keywords) : undefined;
  const { finishedAt } = rankCheck.run;
  const status = rankCheckStatus(
    rankCheck.run,
    finishedAt ? formatInstant(finishedAt, timeZone, 'dayTime') : null,
  );
  return (
    <Container maxW="6xl" py={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              Keyword Tracking
            </Heading>
            {data && (
              <Text color="fg.muted" fontSize="sm">
                {`Checked ${data.rankCheckFrequency} on your plan${data.provider === 'simulated' ? ' (simulated ranks: no search API is configured)' : ''}.`}
              </Text>
            )}
          </Stack>
          <Stack gap="1" align="flex-end">
            <Button
              variant="outline"
              onClick={() => void rankCheck.start()}
              loading={rankCheck.checking}
              loadingText="Checking..."
              disabled={!data || data.keywords.length === 0}
            >
              <RefreshCw /> Check now
            </Button>
            {status && (
              <Text
                color={rankCheck.run.state === 'failed' ? 'fg.error' : 'fg.muted'}
                fontSize="sm"
                role="status"
                data-testid="rank-check-status"
                data-state={rankCheck.run.state}
              >
                {status}
              </Text>
            )}
            {rankCheck.cooldown && (
              <Text color="fg.muted" fontSize="sm" data-testid="rank-check-cooldown">
                {rankCheck.cooldown}
              </Text>
            )}
          </Stack>
        </HStack>

        {isError && <FormMessage feedback={{ kind: 'error', message: errorMessageOf(error) }} />}
        {!data && !isError && <Skeleton height="32" />}

        {data && summary && (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              <StatCard
                label="Keywords tracked"
                value={`${data.keywords.length} / ${data.limit}`}
                icon={Search}
                help="on your plan"
              />
              <StatCard
                label="Average position"
                value={summary.average === null ? '—' : `#${summary.average}`}
                icon={Hash}
              />
              <StatCard label="In the top 3" value={String(summary.top3)} icon={Trophy} />
              <StatCard label="In the top 10" value={String(summary.top10)} icon={Award} />
            </SimpleGrid>

            <Card.Root>
              <Card.Body>
                <Stack gap="4">
                  <AddKeywordsForm />
                  {data.keywords.length === 0 ? (
                    <Text color="fg.muted">
                      No keywords yet. Add the searches people make when they look for a shop like
                      yours.
                    </Text>
                  ) : (
                    <Box>
                      <HStack
                        hideBelow="md"
                        color="fg.muted"
                        fontSize="sm"
                        gap="4"
                        pb="2"
                        borderBottomWidth="1px"
                        borderColor="border.muted"
                      >
                        <Text flex="2">Keyword</Text>
                        <HStack flex="3" gap="4" justify="space-between">
                          <Text minW="24">Position</Text>
                          <Text minW="10">Change</Text>
                          <Text minW="20">Trend</Text>
                          <Text minW="40" textAlign="end">
                            Actions
                          </Text>
                        </HStack>
                      </HStack>
                      <Box as="ul" listStyleType="none" aria-label="Tracked keywords">
                        {data.keywords.map((keyword) => (
                          <KeywordRow
                            key={keyword.id}
                            keyword={keyword}
                            checking={rankCheck.checking}
                            highlighted={keyword.id === linked}
                            onCheck={() => void rankCheck.start(keyword.id)}
                            onRemove={() => void removeKeyword(keyword.id, keyword.keyword)}
                          />
                        ))}
                      </Box>
                    </Box>
                  )}
                </Stack>
              </Card.Body>
            </Card.Root>

            <KeywordSuggestions tracked={data.keywords.map((keyword) => keyword.keyword)} />
          </>
        )}
      </Stack>
    </Container>
  );
}
