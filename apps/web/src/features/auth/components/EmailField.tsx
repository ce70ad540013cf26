import { Field, Input } from '@chakra-ui/react';

// The account email input of the sign-in and password-reset forms.
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root required>
      <Field.Label>Email</Field.Label>
      <Input type="email" name="email" autoComplete="email" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
}
