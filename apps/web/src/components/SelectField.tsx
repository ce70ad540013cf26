import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';

export type TSelectOption = { value: string; label: string };

// Controlled (`value` and `onChange`), or uncontrolled (`defaultValue`) for markup whose behaviour
// is not React's, like the landing page's enhanced widgets (src/enhance/enhancer.ts).
type SelectValueProps =
  | { value: string; onChange: (value: string) => void; defaultValue?: never }
  | { defaultValue: string; value?: never; onChange?: never };

type SelectFieldProps = Omit<Field.RootProps, 'onChange' | 'children' | 'defaultValue'> &
  SelectValueProps & {
    label: string;
    options: readonly TSelectOption[];
    name?: string;
    // A first option that cannot be chosen, shown while the value is still ''.
    placeholder?: string;
    // The label stays for assistive technology only (the options say what the select is).
    labelHidden?: boolean;
    size?: NativeSelect.RootProps['size'];
    // A message shown under the select, which is then marked invalid.
    error?: string;
  };

// A labelled native select, the one way the app asks to pick from a list: forms, filters and
// settings. A required field marks its label.
export function SelectField({
  label,
  value,
  defaultValue,
  options,
  onChange,
  name,
  placeholder,
  labelHidden,
  size,
  error,
  ...rootProps
}: SelectFieldProps) {
  const id = useId();
  return (
    <Field.Root invalid={Boolean(error)} {...rootProps}>
      <Field.Label htmlFor={id} srOnly={labelHidden}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          id={id}
          name={name}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange && ((event) => onChange(event.target.value))}
        >
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
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
