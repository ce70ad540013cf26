import { Button, Field, Stack, chakra } from '@chakra-ui/react';
import { useState } from 'react';

import { describeError } from '@/app/errors';
import { FormMessage } from '@/components/FormMessage';
import { PasswordInput } from '@/components/PasswordInput';
import { toaster } from '@/components/Toaster';

import { SETTINGS_MESSAGES } from '../settings-messages';
import { useChangePasswordMutation, type PasswordChange } from '../settings.api';

type FieldName = keyof PasswordChange;
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: readonly { name: FieldName; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

// docs/product.md §5: at least 8 characters, and the confirmation must match.
export function passwordChangeErrors(values: PasswordChange): FieldErrors {
  const errors: FieldErrors = {};
  if (values.newPassword.length < 8) errors.newPassword = SETTINGS_MESSAGES.passwordTooShort;
  if (values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = SETTINGS_MESSAGES.passwordsDoNotMatch;
  }
  return errors;
}

const isFieldName = (path: string): path is FieldName => path in EMPTY;

export function PasswordChangeForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function handleSubmit(event: { preventDefault: () => void }) {
    event.preventDefault();
    setFormError(null);
    const found = passwordChangeErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await changePassword(values).unwrap();
      setValues(EMPTY);
      toaster.create({ type: 'success', title: SETTINGS_MESSAGES.passwordChanged });
    } catch (error) {
      // The server's reasons go beside their fields (e.g. 'Current password is incorrect').
      const { message, details } = describeError(error);
      const byField: FieldErrors = {};
      for (const detail of details) {
        if (isFieldName(detail.path)) byField[detail.path] ??= detail.message;
      }
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFormError(message);
    }
  }

  return (
    <chakra.form onSubmit={(event) => void handleSubmit(event)} aria-label="Change password">
      <Stack gap="4" maxW="md">
        {FIELDS.map((field) => (
          <Field.Root key={field.name} required invalid={errors[field.name] !== undefined}>
            <Field.Label>{field.label}</Field.Label>
            <PasswordInput
              name={field.name}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => {
                setValues((current) => ({ ...current, [field.name]: event.target.value }));
                setErrors((current) => ({ ...current, [field.name]: undefined }));
              }}
            />
            <Field.ErrorText>{errors[field.name]}</Field.ErrorText>
          </Field.Root>
        ))}
        <FormMessage feedback={formError ? { kind: 'error', message: formError } : null} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Update Password'}
        </Button>
      </Stack>
    </chakra.form>
  );
}
