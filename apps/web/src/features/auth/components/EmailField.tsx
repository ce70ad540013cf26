import { Field, Input } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type EmailFieldProps = UseFormRegisterReturn<'email'> & { error?: string };

// The account email input of the sign-in and password-reset forms, registered with the form; the
// schema's message for the address (if any) shows under it.
export function EmailField({ error, ...input }: EmailFieldProps) {
  return (
    <Field.Root required invalid={error !== undefined}>
      <Field.Label>Email</Field.Label>
      <Input type="email" autoComplete="email" {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
