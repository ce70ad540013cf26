import { LISTING_LIMITS, type TListing, type TListingUpdate, type TWeekday } from '@app/contracts';
import { Button, chakra, Field, Input, List, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { describeError } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';
import { toaster } from '@/components/Toaster';

import { useUpdateListingMutation } from '../gmb.api';
import {
  ZListingForm,
  fieldErrorsOf,
  formValuesOf,
  type ListingField,
  type ListingFormValues,
} from '../listing-form';
import { listingChanges, type ListingChange } from '../listing-changes';
import { ConfirmDialog } from './ConfirmDialog';
import { HoursFields } from './HoursFields';

type TextField = 'name' | 'address' | 'phone' | 'website' | 'categories' | 'photosCount';
const TEXT_FIELDS: {
  field: TextField;
  label: string;
  type?: string;
  maxLength?: number;
  help?: string;
  required?: boolean;
}[] = [
  { field: 'name', label: 'Business name', maxLength: LISTING_LIMITS.name, required: true },
  { field: 'address', label: 'Address', maxLength: LISTING_LIMITS.address },
  { field: 'phone', label: 'Phone', type: 'tel', maxLength: LISTING_LIMITS.phone },
  {
    field: 'website',
    label: 'Website',
    type: 'url',
    maxLength: LISTING_LIMITS.website,
    help: 'Starting with https://',
  },
  {
    field: 'categories',
    label: 'Categories',
    help: 'Separated by commas, e.g. Coffee shop, Bakery',
  },
  {
    field: 'photosCount',
    label: 'Photos',
    type: 'number',
    help: 'How many photos the listing has',
  },
];

// Edit what the listing says; saving recomputes the score. Rules and messages are the contract's,
// checked here first (react-hook-form with the contract as resolver, see ZListingForm); the server's 400 details (and Google's refusals) land on their fields too.
// `onGoogle`: the listing is the owner's real one, so saving first lists what will change on
// Google and asks to confirm (issue 17: nothing changes there without the owner's explicit action).
export function ListingForm({
  listing,
  onGoogle = false,
  onSaved,
}: {
  listing: TListing;
  onGoogle?: boolean;
  onSaved?: () => void;
}) {
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const [update, { isLoading }] = useUpdateListingMutation();
  const [pending, setPending] = useState<{ update: TListingUpdate; changes: ListingChange[] } | null>(
    null,
  );
  // Checked on submit only; editing a field clears its own message (docs/contributing.md: the
  // contract checks the form, its messages are shown under the fields).
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ListingFormValues, unknown, TListingUpdate>({
    resolver: zodResolver(ZListingForm),
    defaultValues: formValuesOf(listing),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const description = useWatch({ control, name: 'description' });

  // A day's edit clears its message, and the message about the hours as a whole (the server's).
  const editDay = (day: TWeekday) =>
    clearErrors(errors.hours?.message ? 'hours' : `hours.${day}`);

  function checked(listingUpdate: TListingUpdate) {
    if (onGoogle) {
      const changes = listingChanges(listing, listingUpdate);
      if (changes.length === 0) {
        setFeedback({ kind: 'success', message: 'Nothing to save: your listing already says this.' });
        return;
      }
      setPending({ update: listingUpdate, changes });
      return;
    }
    return save(listingUpdate);
  }

  async function save(listingUpdate: TListingUpdate) {
    try {
      const saved = await update(listingUpdate).unwrap();
      reset(formValuesOf(saved));
      toaster.create({
        type: 'success',
        title: 'Listing saved',
        description: `Your optimisation score is now ${saved.score} out of 100.`,
      });
      onSaved?.();
    } catch (caught) {
      const info = describeError(caught);
      const { fieldErrors, other } = fieldErrorsOf(info.details, getValues());
      for (const [field, message] of Object.entries(fieldErrors) as [ListingField, string][]) {
        setError(field, { type: 'server', message });
      }
      setFeedback({ kind: 'error', message: info.message, details: other });
    }
  }

  async function confirm() {
    if (!pending) return;
    await save(pending.update);
    setPending(null);
  }

  return (
    <chakra.form
      onSubmit={(event) => {
        setFeedback(null);
        void handleSubmit(checked, () =>
          setFeedback({ kind: 'error', message: 'Please correct the highlighted fields.' }),
        )(event);
      }}
      aria-label="Edit your listing"
      noValidate
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {TEXT_FIELDS.map(({ field, label, type, maxLength, help, required }) => (
            <Field.Root key={field} invalid={Boolean(errors[field])} required={required}>
              <Field.Label>{label}</Field.Label>
              <Input
                type={type ?? 'text'}
                min={type === 'number' ? 0 : undefined}
                maxLength={maxLength}
                {...register(field, { onChange: () => clearErrors(field) })}
              />
              {errors[field] ? (
                <Field.ErrorText>{errors[field].message}</Field.ErrorText>
              ) : (
                help && <Field.HelperText>{help}</Field.HelperText>
              )}
            </Field.Root>
          ))}
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.description)}>
          <Field.Label>Description</Field.Label>
          <Textarea
            rows={3}
            {...register('description', { onChange: () => clearErrors('description') })}
          />
          {errors.description ? (
            <Field.ErrorText>{errors.description.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{`${description.trim().length} of ${LISTING_LIMITS.description} characters`}</Field.HelperText>
          )}
        </Field.Root>
        <HoursFields control={control} onEdit={editDay} />
        <FormMessage feedback={feedback} />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={isLoading}
          loadingText="Saving..."
        >
          Save listing
        </Button>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title="Update your listing on Google?"
        confirmLabel="Update on Google"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        <Stack gap="3">
          <Text>These changes will be made to your listing on Google:</Text>
          <List.Root ps="4" data-testid="listing-changes">
            {pending?.changes.map((change) => (
              <List.Item key={change.field}>
                <Text as="span" fontWeight="medium">{`${change.label}: `}</Text>
                {`${change.from} → ${change.to}`}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      </ConfirmDialog>
    </chakra.form>
  );
}
