import { WEEKDAYS, type TListingUpdate, type TWeekday } from '@app/contracts';
import { Checkbox, Field, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Controller, useFormState, type Control } from 'react-hook-form';

import type { ListingFormValues } from '../listing-form';

const DAY_LABELS: Record<TWeekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

type HoursFieldsProps = {
  control: Control<ListingFormValues, unknown, TListingUpdate>;
  // Called on every edit of a day's row, so the form clears that day's message.
  onEdit: (day: TWeekday) => void;
};

// Opening hours: one row per weekday, closed unless ticked, with its opening and closing times.
// Each row is one form value (`hours.<day>`); its message is the contract's for that day.
export function HoursFields({ control, onEdit }: HoursFieldsProps) {
  const { errors } = useFormState({ control, name: 'hours' });
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">Opening hours</Fieldset.Legend>
      <Stack gap="2" mt="2">
        {WEEKDAYS.map((day) => (
          <Controller
            key={day}
            control={control}
            name={`hours.${day}`}
            render={({ field: { value: row, onChange }, fieldState: { error } }) => {
              const change = (next: typeof row) => {
                onEdit(day);
                onChange(next);
              };
              return (
                <Stack gap="1">
                  <HStack gap="3" wrap="wrap">
                    <Checkbox.Root
                      minW="28"
                      checked={row.open}
                      onCheckedChange={(details) => change({ ...row, open: details.checked === true })}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{DAY_LABELS[day]}</Checkbox.Label>
                    </Checkbox.Root>
                    {row.open ? (
                      <HStack gap="2">
                        <Field.Root invalid={Boolean(error)} w="auto">
                          <Input
                            type="time"
                            size="sm"
                            aria-label={`${DAY_LABELS[day]} opens`}
                            value={row.opens}
                            onChange={(event) => change({ ...row, opens: event.target.value })}
                          />
                        </Field.Root>
                        <Text aria-hidden="true">–</Text>
                        <Field.Root invalid={Boolean(error)} w="auto">
                          <Input
                            type="time"
                            size="sm"
                            aria-label={`${DAY_LABELS[day]} closes`}
                            value={row.closes}
                            onChange={(event) => change({ ...row, closes: event.target.value })}
                          />
                        </Field.Root>
                      </HStack>
                    ) : (
                      <Text fontSize="sm" color="fg.muted">
                        Closed
                      </Text>
                    )}
                  </HStack>
                  {error?.message && (
                    <Text fontSize="sm" color="fg.error" role="alert">
                      {`${DAY_LABELS[day]}: ${error.message}`}
                    </Text>
                  )}
                </Stack>
              );
            }}
          />
        ))}
        {errors.hours?.message && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {errors.hours.message}
          </Text>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
