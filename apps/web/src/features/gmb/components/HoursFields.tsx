import { WEEKDAYS, type TWeekday } from '@app/contracts';
import { Checkbox, Field, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';

import type { DayHours, ListingFieldErrors } from '../listing-form';

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
  hours: Record<TWeekday, DayHours>;
  errors: ListingFieldErrors;
  onChange: (day: TWeekday, hours: DayHours) => void;
};

// Opening hours: one row per weekday, closed unless ticked, with its opening and closing times.
export function HoursFields({ hours, errors, onChange }: HoursFieldsProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">Opening hours</Fieldset.Legend>
      <Stack gap="2" mt="2">
        {WEEKDAYS.map((day) => {
          const row = hours[day];
          const error = errors[`hours.${day}`];
          return (
            <Stack key={day} gap="1">
              <HStack gap="3" wrap="wrap">
                <Checkbox.Root
                  minW="28"
                  checked={row.open}
                  onCheckedChange={(details) =>
                    onChange(day, { ...row, open: details.checked === true })
                  }
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
                        onChange={(event) => onChange(day, { ...row, opens: event.target.value })}
                      />
                    </Field.Root>
                    <Text aria-hidden="true">–</Text>
                    <Field.Root invalid={Boolean(error)} w="auto">
                      <Input
                        type="time"
                        size="sm"
                        aria-label={`${DAY_LABELS[day]} closes`}
                        value={row.closes}
                        onChange={(event) => onChange(day, { ...row, closes: event.target.value })}
                      />
                    </Field.Root>
                  </HStack>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    Closed
                  </Text>
                )}
              </HStack>
              {error && (
                <Text fontSize="sm" color="fg.error" role="alert">
                  {`${DAY_LABELS[day]}: ${error}`}
                </Text>
              )}
            </Stack>
          );
        })}
        {errors.hours && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {errors.hours}
          </Text>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
