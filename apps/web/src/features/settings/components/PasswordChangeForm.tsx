import { Button, Field, Stack, chakra } from '@chakra-ui/react';
import { ZPasswordChange } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { describeError } from '@/app/errors';
import { FormMessage } from '@/components/FormMessage';
import { PasswordInput } from '@/components/PasswordInput';
import { toaster } from '@/components/Toaster';

import { SETTINGS_MESSAGES } from '../settings-messages';
import { useChangePasswordMutation, type PasswordChange } from '../settings.api';

type FieldName = keyof PasswordChange;

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: readonly { name: FieldName; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

const isFieldName = (path: string): path is FieldName => path in EMPTY;

// docs/product.md §5: at least 8 characters, and the confirmation must match. The contract the BFF
// checks the change with checks the form too, so its messages are the ones shown.
export function PasswordChangeForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<PasswordChange>({
    resolver: zodResolver(ZPasswordChange),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });

  async function send(values: PasswordChange) {
    try {
      await changePassword(values).unwrap();
      reset(EMPTY);
      toaster.create({ type: 'success', title: SETTINGS_MESSAGES.passwordChanged });
    } catch (error) {
      // The server's reasons go beside their fields (e.g. 'Current password is incorrect').
      const { message, details } = describeError(error);
      const shown = new Set<FieldName>();
      for (const { path, message: reason } of details) {
        if (!isFieldName(path) || shown.has(path)) continue;
        shown.add(path);
        setError(path, { type: 'server', message: reason });
      }
      if (shown.size === 0) setFormError(message);
    }
  }

  return (
    // noValidate: the contract's messages are shown inline, not the browser's bubbles.
    <chakra.form
      noValidate
      aria-label="Change password"
      onSubmit={(event) => {
        setFormError(null);
        void handleSubmit(send)(event);
      }}
    >
      <Stack gap="4" maxW="md">
        {FIELDS.map((field) => (
          <Field.Root key={field.name} required invalid={errors[field.name] !== undefined}>
            <Field.Label>{field.label}</Field.Label>
            <PasswordInput
              autoComplete={field.autoComplete}
              {...register(field.name, { onChange: () => clearErrors(field.name) })}
            />
            <Field.ErrorText>{errors[field.name]?.message}</Field.ErrorText>
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
