import { ZKeywordsAdd, type TKeywordsAdd } from '@app/contracts';
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';

import { describeError } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';
import { toaster } from '@/components/Toaster';
import { useAddKeywordsMutation } from '@/features/dashboard/dashboard.api';

// Several keywords at once, separated by commas.
export const splitKeywords = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

type KeywordsText = { keywords: string };

// The typed text, split at commas, is checked with the contract the BFF checks the request with
// (ZKeywordsAdd), so its message is the one shown; the first problem goes on the field.
const keywordsResolver: Resolver<KeywordsText, unknown, TKeywordsAdd> = (
  values,
): ResolverResult<KeywordsText, TKeywordsAdd> => {
  const result = ZKeywordsAdd.safeParse({ keywords: splitKeywords(values.keywords) });
  if (result.success) return { values: result.data, errors: {} };
  const [issue] = result.error.issues;
  return {
    values: {},
    errors: { keywords: { type: issue?.code ?? 'invalid', message: issue?.message } },
  };
};

// "Add Keywords" adds exactly what the owner typed (one or many); the plan limit and duplicates
// are refused with the server's message.
export function AddKeywordsForm() {
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const [add, { isLoading }] = useAddKeywordsMutation();
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<KeywordsText, unknown, TKeywordsAdd>({
    resolver: keywordsResolver,
    defaultValues: { keywords: '' },
    reValidateMode: 'onSubmit',
  });

  const send = async ({ keywords }: TKeywordsAdd) => {
    try {
      const { added } = await add({ keywords }).unwrap();
      reset({ keywords: '' });
      setFeedback(null);
      toaster.create({ title: added.length === 1 ? `Now tracking "${added[0]?.keyword ?? ''}"` : `Now tracking ${added.length} keywords`, type: 'success' });
    } catch (caught) {
      const error = describeError(caught);
      setFeedback({ kind: 'error', message: error.message, details: error.details });
    }
  };

  return (
    <form
      onSubmit={(event) => {
        setFeedback(null);
        void handleSubmit(send)(event);
      }}
      aria-label="Add keywords"
    >
      <HStack align="flex-end" gap="2" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
        <Field.Root flex="1" minW="56" invalid={Boolean(errors.keywords)}>
          <Field.Label>New keywords</Field.Label>
          <Input
            placeholder="oat latte, cafe with wifi near me"
            {...register('keywords', { onChange: () => clearErrors('keywords') })}
          />
          <Field.HelperText>Separate several with commas.</Field.HelperText>
          <Field.ErrorText>{errors.keywords?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={isLoading} loadingText="Adding..." mb={{ sm: '6' }}>
          <Plus /> Add Keywords
        </Button>
      </HStack>
      {feedback && <FormMessage feedback={feedback} />}
    </form>
  );
}
