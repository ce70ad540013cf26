import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';

export type TSelectOption = { value: string; label: string };

type SelectFieldProps = Omit<Field.RootProps, 'onChange' | 'children'> & {
  label: string;
  value: string;
  options: readonly TSelectOption[];
  onChange: (value: string) => void;
  name?: string;
  // A first option that cannot be chosen, shown while the value is still ''.
  placeholder?: string;
  // The label stays for assistive technology only (the options say what the select is).
  labelHidden?: boolean;
  size?: NativeSelect.RootProps['size'];
};

// A labelled native select, the one way the app asks to pick from a list: forms, filters and
// settings. A required field marks its label.
export function SelectField({ label, value, options, onChange, name, placeholder, labelHidden, size, ...rootProps }: SelectFieldProps) {
  const id = useId();
  return (
    <Field.Root {...rootProps}>
      <Field.Label htmlFor={id} srOnly={labelHidden}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
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
