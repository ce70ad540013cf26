import { Button, Field, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { ZPasswordResetForm, type TPasswordResetForm } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { describeError } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';
import { PasswordInput } from '@/components/PasswordInput';
import { usePageTitle } from '@/components/usePageTitle';

import { PASSWORD_HINT } from '../account-options';
import { useResetPasswordMutation } from '../auth.api';
import { AuthCard } from '../components/AuthCard';

const signInLink = (
  <Link asChild color="brand.fg" fontWeight="medium">
    <RouterLink to="/login">Sign in</RouterLink>
  </Link>
);

// The page the reset email links to: /reset-password?token=...
export function ResetPasswordPage() {
  usePageTitle('Choose a New Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const [done, setDone] = useState(false);
  // The contract's form schema says when the confirmation differs; the password's own rules are
  // the request's, answered by the server with its details.
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<TPasswordResetForm>({
    resolver: zodResolver(ZPasswordResetForm),
    defaultValues: { password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });

  async function send({ password }: TPasswordResetForm) {
    try {
      await resetPassword({ token, password }).unwrap();
      setDone(true);
    } catch (error) {
      const { message, details } = describeError(error);
      setFeedback({ kind: 'error', message, details });
    }
  }

  if (done) {
    return (
      <AuthCard title="Your password has been changed">
        <Stack gap="4" role="status">
          <Text>You can now sign in with your new password.</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/login">Sign in</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <Stack gap="4">
          <FormMessage
            feedback={{
              kind: 'error',
              message: 'This link is incomplete. Please request a new one.',
            }}
          />
          <Button asChild colorPalette="brand">
            <RouterLink to="/forgot-password">Send a new link</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const tokenRefused = feedback?.details?.some((detail) => detail.path === 'token') ?? false;

  return (
    <AuthCard title="Choose a new password" footer={signInLink}>
      <chakra.form
        onSubmit={(event) => {
          setFeedback(null);
          void handleSubmit(send)(event);
        }}
        aria-label="Choose a new password"
      >
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>New password</Field.Label>
            <PasswordInput autoComplete="new-password" minLength={12} {...register('password')} />
            <Field.HelperText>{PASSWORD_HINT}</Field.HelperText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.confirmPassword)}>
            <Field.Label>Confirm new password</Field.Label>
            <PasswordInput
              autoComplete="new-password"
              {...register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })}
            />
            <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
          </Field.Root>
          <FormMessage feedback={feedback} />
          {tokenRefused && (
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to="/forgot-password">Send a new link</RouterLink>
            </Link>
          )}
          <Button type="submit" colorPalette="brand" width="full" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Set New Password'}
          </Button>
        </Stack>
      </chakra.form>
    </AuthCard>
  );
}
