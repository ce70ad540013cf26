import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';

type Option = { value: string; label: string };
type LabelledSelectProps = {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  disabled?: boolean;
};

// A labelled native select (filters and review settings).
export function LabelledSelect({ label, value, options, onChange, disabled }: LabelledSelectProps) {
  const id = useId();
  return (
    <Field.Root disabled={disabled}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
