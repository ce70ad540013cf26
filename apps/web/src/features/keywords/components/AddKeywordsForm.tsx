import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';

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

// "Add Keywords" adds exactly what the owner typed (one or many); the plan limit and duplicates
// are refused with the server's message.
export function AddKeywordsForm() {
  const [text, setText] = useState('');
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const [add, { isLoading }] = useAddKeywordsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const keywords = splitKeywords(text);
    if (keywords.length === 0) {
      setFeedback({ kind: 'error', message: 'Please enter at least one keyword' });
      return;
    }
    try {
      const { added } = await add({ keywords }).unwrap();
      setText('');
      setFeedback(null);
      toaster.create({ title: added.length === 1 ? `Now tracking "${added[0]?.keyword ?? ''}"` : `Now tracking ${added.length} keywords`, type: 'success' });
    } catch (caught) {
      const error = describeError(caught);
      setFeedback({ kind: 'error', message: error.message, details: error.details });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Add keywords">
      <HStack align="flex-end" gap="2" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
        <Field.Root flex="1" minW="56">
          <Field.Label>New keywords</Field.Label>
          <Input value={text} onChange={(event) => setText(event.target.value)} placeholder="oat latte, cafe with wifi near me" />
          <Field.HelperText>Separate several with commas.</Field.HelperText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={isLoading} loadingText="Adding..." mb={{ sm: '6' }}>
          <Plus /> Add Keywords
        </Button>
      </HStack>
      {feedback && <FormMessage feedback={feedback} />}
    </form>
  );
}
