import type { TNamedItem } from '@app/contracts';
import { Button, Field, HStack, IconButton, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { Check, Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { errorMessageOf } from '@/app/errors';
import { FormMessage } from '@/components/FormMessage';

type ItemPickerProps = {
  // What is added: "keyword" or "competitor" (labels and messages).
  noun: string;
  inputLabel: string;
  placeholder: string;
  items: TNamedItem[];
  suggestions: string[];
  onAdd: (name: string) => Promise<unknown>;
  onRemove: (item: TNamedItem) => Promise<unknown>;
};

const same = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

// docs/product.md §2 Onboarding: type or click a suggestion to add it (duplicates refused; an added
// suggestion is disabled with a check), x removes. Every change is saved on the server at once.
export function ItemPicker({ noun, inputLabel, placeholder, items, suggestions, onAdd, onRemove }: ItemPickerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const has = (name: string) => items.some((item) => same(item.name, name));

  const add = async (name: string) => {
    setError(null);
    if (!name.trim()) {
      setError(`Please enter a ${noun}`);
      return false;
    }
    if (has(name)) {
      setError(`"${name.trim()}" is already on your list.`);
      return false;
    }
    setBusy(true);
    try {
      await onAdd(name.trim());
      return true;
    } catch (caught) {
      setError(errorMessageOf(caught));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await add(text)) setText('');
  };

  return (
    <Stack gap="5">
      <form onSubmit={(event) => void submit(event)} aria-label={`Add a ${noun}`}>
        <HStack align="flex-end">
          <Field.Root flex="1">
            <Field.Label>{inputLabel}</Field.Label>
            <Input value={text} placeholder={placeholder} onChange={(event) => setText(event.target.value)} maxLength={120} />
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={busy}>
            <Plus /> Add
          </Button>
        </HStack>
      </form>
      {error && <FormMessage feedback={{ kind: 'error', message: error }} />}

      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm">
          Suggestions
        </Text>
        <Wrap gap="2">
          {suggestions.map((suggestion) => {
            const added = has(suggestion);
            return (
              <Button
                key={suggestion}
                size="sm"
                variant={added ? 'subtle' : 'outline'}
                disabled={added || busy}
                aria-label={added ? `${suggestion} (added)` : `Add ${suggestion}`}
                onClick={() => void add(suggestion)}
              >
                {added ? <Check /> : <Plus />}
                {suggestion}
              </Button>
            );
          })}
        </Wrap>
      </Stack>

      <Stack gap="2" as="section" aria-label={`Your ${noun}s`}>
        <Text fontWeight="medium" fontSize="sm">
          Your {noun}s ({items.length})
        </Text>
        {items.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            Nothing added yet.
          </Text>
        ) : (
          <Wrap gap="2" as="ul">
            {items.map((item) => (
              <HStack as="li" key={item.id} gap="1" ps="3" pe="1" py="1" rounded="full" bg="brand.subtle" color="brand.fg">
                <Text fontSize="sm">{item.name}</Text>
                <IconButton size="2xs" variant="ghost" rounded="full" aria-label={`Remove ${item.name}`} onClick={() => void onRemove(item).catch((caught: unknown) => setError(errorMessageOf(caught)))}>
                  <X />
                </IconButton>
              </HStack>
            ))}
          </Wrap>
        )}
      </Stack>
    </Stack>
  );
}
