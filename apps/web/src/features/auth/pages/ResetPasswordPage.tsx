import { Button, Field, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { describeError } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';
import { PasswordInput } from '@/components/PasswordInput';
import { usePageTitle } from '@/components/usePageTitle';

import { PASSWORD_HINT } from '../account-options';
import { useResetPasswordMutation } from '../auth.api';
import { AuthCard } from '../components/AuthCard';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const [done, setDone] = useState(false);

  async function handleSubmit(event: { preventDefault: () => void }) {
    event.preventDefault();
    setFeedback(null);
    if (password !== confirmation) {
      setMismatch(true);
      return;
    }
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
        onSubmit={(event) => void handleSubmit(event)}
        aria-label="Choose a new password"
      >
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>New password</Field.Label>
            <PasswordInput
              name="password"
              autoComplete="new-password"
              minLength={12}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Field.HelperText>{PASSWORD_HINT}</Field.HelperText>
          </Field.Root>
          <Field.Root required invalid={mismatch}>
            <Field.Label>Confirm new password</Field.Label>
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => {
                setConfirmation(event.target.value);
                setMismatch(false);
              }}
            />
            <Field.ErrorText>{PASSWORDS_DO_NOT_MATCH}</Field.ErrorText>
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
