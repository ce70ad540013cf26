import { COMPETITOR_LIMITS, ANALYSIS_MESSAGES } from '@app/contracts';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { errorMessageOf } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';

import { canTrackMore } from '../competitor-figures';
import { useGetCompetitorsQuery, useTrackCompetitorsMutation } from '../competitors.api';

const same = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

// Track a competitor by the name people know it by; its rating, reviews and traffic follow.
// Used on the Competitors page and on /gmb (where docs/product.md §2's Add Competitor leads).
export function TrackCompetitorForm() {
  const inputId = useId();
  const { data } = useGetCompetitorsQuery();
  const [track, { isLoading }] = useTrackCompetitorsMutation();
  const [name, setName] = useState('');
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const full = data ? !canTrackMore(data.competitors.length, data.limit) : false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFeedback(null);
    const typed = name.trim().replace(/\s+/g, ' ');
    if (!typed) {
      setFeedback({ kind: 'error', message: ANALYSIS_MESSAGES.competitorRequired });
      return;
    }
    if (data?.competitors.some((competitor) => same(competitor.name, typed))) {
      setFeedback({ kind: 'error', message: `"${typed}" is already on your list.` });
      return;
    }
    try {
      await track({ competitors: [typed] }).unwrap();
      setName('');
      setFeedback({
        kind: 'success',
        message: `Now tracking ${typed}. Its figures appear in a moment.`,
      });
    } catch (caught) {
      setFeedback({ kind: 'error', message: errorMessageOf(caught) });
    }
  }

  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(event) => void submit(event)}
      aria-label="Track a competitor"
    >
      <HStack align="flex-end" gap="2">
        <Field.Root flex="1" disabled={full}>
          <Field.Label htmlFor={inputId}>Competitor name</Field.Label>
          <Input
            id={inputId}
            value={name}
            maxLength={COMPETITOR_LIMITS.maxLength}
            placeholder="e.g. Bean There Cafe"
            onChange={(event) => setName(event.target.value)}
          />
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          loading={isLoading}
          loadingText="Adding..."
          disabled={full}
        >
          <Plus /> Track
        </Button>
      </HStack>
      {full && data && (
        <Text fontSize="sm" color="fg.muted">
          {`Your plan tracks up to ${data.limit} ${data.limit === 1 ? 'competitor' : 'competitors'}. Remove one to add another, or upgrade on the Billing page.`}
        </Text>
      )}
      <FormMessage feedback={feedback} />
    </Stack>
  );
}
