import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { IDLE_RUN, type TReviewSettingsUpdate, type TSuggestionRun } from '@app/contracts';
import { useEffect, useRef } from 'react';

import { errorMessageOf } from '@/app/errors';
import { formatInstant } from '@/components/format-date';
import { toaster } from '@/components/Toaster';
import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';

import { AUTO_RESPOND_OPTIONS, TONE_OPTIONS } from '../review-options';
import { REVIEWS_MESSAGES, suggestionRunStatus } from '../reviews-messages';
import {
  useGenerateResponsesMutation,
  useGetReviewSettingsQuery,
  useUpdateReviewSettingsMutation,
} from '../reviews.api';
import { SelectField } from '@/components/SelectField';

const failed = (caught: unknown) =>
  toaster.create({
    type: 'error',
    title: REVIEWS_MESSAGES.actionFailed,
    description: errorMessageOf(caught),
  });

const NO_RUN: TSuggestionRun = { ...IDLE_RUN, failed: 0 };

// The run this page started ends: the toast says how (docs/product.md §8). A run seen only after
// a reload, or started elsewhere, ends without a toast: its status line says the same.
function useRunOutcomeToast(run: TSuggestionRun) {
  const awaiting = useRef<string | null>(null);
  useEffect(() => {
    if (awaiting.current === null || run.startedAt !== awaiting.current || run.state === 'running') return;
    awaiting.current = null;
    const failure = run.state === 'failed' ? (run.error ?? REVIEWS_MESSAGES.actionFailed) : null;
    // Outside React's commit: the toaster renders on its own.
    queueMicrotask(() => {
      if (failure === null) toaster.create({ type: 'success', title: REVIEWS_MESSAGES.generated });
      else failed(new Error(failure));
    });
  }, [run]);
  return (startedAt: string | null) => {
    awaiting.current = startedAt;
  };
}

// docs/product.md §2 Reviews settings: tone and auto-respond (saved as soon as they change), and
// 'Generate responses' for every pending review, followed on the server (§4 Long actions): its
// progress while it runs and how it ended, after a reload too.
export function ReviewSettingsPanel({ run = NO_RUN }: { run?: TSuggestionRun }) {
  const { data: settings, isLoading } = useGetReviewSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateReviewSettingsMutation();
  const [generate, { isLoading: generating }] = useGenerateResponsesMutation();
  const timeZone = useBusinessTimeZone();
  const awaitOutcome = useRunOutcomeToast(run);
  const running = run.state === 'running';
  const status = suggestionRunStatus(
    run,
    run.finishedAt ? formatInstant(run.finishedAt, timeZone, 'dayTime') : null,
  );

  async function save(change: TReviewSettingsUpdate) {
    try {
      await update(change).unwrap();
    } catch (caught) {
      failed(caught);
    }
  }

  async function regenerate() {
    try {
      const started = await generate().unwrap();
      awaitOutcome(started.suggestionRun.startedAt);
    } catch (caught) {
      failed(caught);
    }
  }

  return (
    <Card.Root as="section" aria-label="Response settings">
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" size="md">
              Response settings
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Suggestions are written in your tone. Under an auto-respond rule, matching reviews are
              answered as soon as their suggestion is ready.
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
            <SelectField
              size="sm"
              label="Response tone"
              value={settings?.tone ?? 'friendly-professional'}
              options={TONE_OPTIONS}
              disabled={isLoading || saving}
              onChange={(tone) => void save({ tone: tone as TReviewSettingsUpdate['tone'] })}
            />
            <SelectField
              size="sm"
              label="Auto-respond"
              value={settings?.autoRespond ?? 'manual'}
              options={AUTO_RESPOND_OPTIONS}
              disabled={isLoading || saving}
              onChange={(autoRespond) =>
                void save({ autoRespond: autoRespond as TReviewSettingsUpdate['autoRespond'] })
              }
            />
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={() => void regenerate()}
              loading={generating || running}
              loadingText="Generating..."
            >
              Generate responses
            </Button>
          </SimpleGrid>
          {status && (
            <Text
              fontSize="sm"
              color={run.state === 'failed' ? 'fg.error' : 'fg.muted'}
              role="status"
              data-testid="suggestion-run-status"
              data-state={run.state}
            >
              {status}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
