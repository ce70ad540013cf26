import { Field, Input, Stack } from '@chakra-ui/react';

import { describeError } from '@/app/errors';
import { PasswordInput } from '@/components/PasswordInput';
import type { User } from '@/features/auth/auth.types';

import type { Reauth } from '../settings.api';

// Whether a sensitive change (2FA on or off, deleting the account, a new email) has anything to
// ask: the current password, or a code from the authenticator app for an account that has no
// password (created with Google).
export const reauthAsks = (user: User): 'password' | 'code' | null =>
  user.hasPassword ? 'password' : user.twoFactorEnabled ? 'code' : null;

// The server's reason for refusing a change (a wrong password names its field).
export const reasonOf = (error: unknown): string => {
  const { message, details } = describeError(error);
  return details[0]?.message ?? message;
};

type ReauthFieldsProps = { user: User; value: Reauth; onChange: (value: Reauth) => void };

export function ReauthFields({ user, value, onChange }: ReauthFieldsProps) {
  const asks = reauthAsks(user);
  if (asks === null) return null;
  return (
    <Stack gap="1" maxW="xs">
      {asks === 'password' ? (
        <Field.Root required>
          <Field.Label>Current password</Field.Label>
          <PasswordInput
            name="currentPassword"
            autoComplete="current-password"
            value={value.currentPassword ?? ''}
            onChange={(event) => onChange({ ...value, currentPassword: event.target.value })}
          />
          <Field.HelperText>For your security, confirm it is you.</Field.HelperText>
        </Field.Root>
      ) : (
        <Field.Root required>
          <Field.Label>Authenticator code</Field.Label>
          <Input
            name="twoFactorCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
            value={value.twoFactorCode ?? ''}
            onChange={(event) => onChange({ ...value, twoFactorCode: event.target.value })}
          />
          <Field.HelperText>For your security, confirm with a code from your app.</Field.HelperText>
        </Field.Root>
      )}
    </Stack>
  );
}
