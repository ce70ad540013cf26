import { Button, Field, Input } from '@chakra-ui/react';
import { useState } from 'react';

type TwoFactorCodeFieldProps = { value: string; onChange: (value: string) => void };

// The second sign-in step: the 6-digit code of an authenticator app, or one of the recovery codes
// shown when two-factor authentication was turned on.
export function TwoFactorCodeField({ value, onChange }: TwoFactorCodeFieldProps) {
  const [recovery, setRecovery] = useState(false);
  return (
    <Field.Root required>
      <Field.Label>{recovery ? 'Recovery code' : 'Authentication code'}</Field.Label>
      <Input
        name="twoFactorCode"
        autoComplete="one-time-code"
        autoFocus
        {...(recovery
          ? { inputMode: 'text', maxLength: 32 }
          : { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]{6}', placeholder: '123456' })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.HelperText>
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </Field.HelperText>
      <Button
        variant="plain"
        size="sm"
        px="0"
        color="brand.fg"
        onClick={() => {
          setRecovery((on) => !on);
          onChange('');
        }}
      >
        {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
      </Button>
    </Field.Root>
  );
}
