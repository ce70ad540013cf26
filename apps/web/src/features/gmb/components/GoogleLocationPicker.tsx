import { ZGoogleLocationPick, type TGoogleConnection } from '@app/contracts';
import { Button, chakra, Field, RadioGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useForm, type Resolver, type ResolverResult } from 'react-hook-form';

import { errorMessageOf } from '@/app/errors';
import { FormMessage } from '@/components/FormMessage';
import { LoadFailedAlert } from '@/components/LoadFailedAlert';

import { GOOGLE_MESSAGES } from '../google-messages';
import { useGetGoogleLocationsQuery, usePickGoogleLocationMutation } from '../google.api';

type LocationChoice = { name: string };

// Nothing chosen says so in words; a choice is checked with the contract the BFF checks it with.
const pickResolver: Resolver<LocationChoice> = (values): ResolverResult<LocationChoice> => {
  const result =
    values.name === ''
      ? null
      : ZGoogleLocationPick.safeParse({ name: values.name });
  if (result?.success) return { values: result.data, errors: {} };
  const message = result?.error.issues[0]?.message ?? GOOGLE_MESSAGES.chooseLocationRequired;
  return { values: {}, errors: { name: { type: 'invalid', message } } };
};

// The locations the connected Google account manages (title and address), one to pick: the one
// Nearbly syncs. `current` is preselected when changing the location.
export function GoogleLocationPicker({
  current,
  onPicked,
}: {
  current?: string | null;
  onPicked?: (connection: TGoogleConnection) => void;
}) {
  const locations = useGetGoogleLocationsQuery();
  const [pick, { isLoading }] = usePickGoogleLocationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<LocationChoice>({
    resolver: pickResolver,
    defaultValues: { name: current ?? '' },
    reValidateMode: 'onSubmit',
  });

  async function send({ name }: LocationChoice) {
    setFailure(null);
    try {
      const connection = await pick({ name }).unwrap();
      onPicked?.(connection);
    } catch (caught) {
      setFailure(errorMessageOf(caught));
    }
  }

  if (locations.isLoading) return <Skeleton height="24" aria-label="Loading your Google locations" />;
  if (!locations.data) {
    return (
      <LoadFailedAlert
        title={GOOGLE_MESSAGES.locationsFailed}
        error={locations.error}
        onRetry={() => void locations.refetch()}
      />
    );
  }
  const choices = locations.data.locations;
  if (choices.length === 0) return <Text>{GOOGLE_MESSAGES.noLocations}</Text>;

  return (
    <chakra.form
      onSubmit={(event) => void handleSubmit(send)(event)}
      aria-label="Choose your Google location"
      noValidate
    >
      <Stack gap="4" align="flex-start">
        <Controller
          control={control}
          name="name"
          render={({ field: { name, value, onChange } }) => (
            <Field.Root invalid={errors.name !== undefined}>
              <RadioGroup.Root
                name={name}
                value={value}
                aria-label={GOOGLE_MESSAGES.chooseLocation}
                onValueChange={(details) => {
                  clearErrors('name');
                  onChange(details.value ?? '');
                }}
              >
                <RadioGroup.Label>{GOOGLE_MESSAGES.chooseLocation}</RadioGroup.Label>
                <Stack gap="3" mt="3">
                  {choices.map((location) => (
                    <RadioGroup.Item key={location.name} value={location.name} alignItems="flex-start">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <Text fontWeight="medium">{location.title}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {location.address}
                        </Text>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
              <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
            </Field.Root>
          )}
        />
        <Button type="submit" colorPalette="brand" loading={isLoading} loadingText="Saving...">
          {GOOGLE_MESSAGES.useLocation}
        </Button>
        <FormMessage feedback={failure ? { kind: 'error', message: failure } : null} />
      </Stack>
    </chakra.form>
  );
}
