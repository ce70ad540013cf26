import { COMPETITOR_LIMITS, ZCompetitorsAdd, type TCompetitorsAdd } from '@app/contracts';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';

import { errorMessageOf } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';

import { canTrackMore } from '../competitor-figures';
import { useGetCompetitorsQuery, useTrackCompetitorsMutation } from '../competitors.api';

const same = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

type CompetitorText = { name: string };

// The typed name is checked with the contract the BFF checks the request with (ZCompetitorsAdd),
// so its message is the one shown; the first problem goes on the field.
const competitorResolver: Resolver<CompetitorText, unknown, TCompetitorsAdd> = (
  values,
): ResolverResult<CompetitorText, TCompetitorsAdd> => {
  const result = ZCompetitorsAdd.safeParse({ competitors: [values.name] });
  if (result.success) return { values: result.data, errors: {} };
  const [issue] = result.error.issues;
  return {
    values: {},
    errors: { name: { type: issue?.code ?? 'invalid', message: issue?.message } },
  };
};

// Track a competitor by the name people know it by; its rating, reviews and traffic follow.
// Used on the Competitors page and on /gmb (where docs/product.md §2's Add Competitor leads).
export function TrackCompetitorForm() {
  const inputId = useId();
  const { data } = useGetCompetitorsQuery();
  const [track, { isLoading }] = useTrackCompetitorsMutation();
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const full = data ? !canTrackMore(data.competitors.length, data.limit) : false;
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<CompetitorText, unknown, TCompetitorsAdd>({
    resolver: competitorResolver,
    defaultValues: { name: '' },
    reValidateMode: 'onSubmit',
  });

  async function send({ competitors }: TCompetitorsAdd) {
    const typed = competitors[0] ?? '';
    if (data?.competitors.some((competitor) => same(competitor.name, typed))) {
      setFeedback({ kind: 'error', message: `"${typed}" is already on your list.` });
      return;
    }
    try {
      await track({ competitors: [typed] }).unwrap();
      reset({ name: '' });
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
      onSubmit={(event) => {
        setFeedback(null);
        void handleSubmit(send)(event);
      }}
      aria-label="Track a competitor"
    >
      <HStack align="flex-end" gap="2">
        <Field.Root flex="1" disabled={full} invalid={Boolean(errors.name)}>
          <Field.Label htmlFor={inputId}>Competitor name</Field.Label>
          <Input
            id={inputId}
            maxLength={COMPETITOR_LIMITS.maxLength}
            placeholder="e.g. Bean There Cafe"
            {...register('name', { onChange: () => clearErrors('name') })}
          />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
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
