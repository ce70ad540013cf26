import { Button, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { ZPasswordForgot } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import { errorMessageOf } from '@/app/errors';
import { FormMessage } from '@/components/FormMessage';
import { usePageTitle } from '@/components/usePageTitle';

import { useForgotPasswordMutation } from '../auth.api';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';

// docs/product.md §2/§9: the confirmation never shows sooner than 1.5 s after submitting.
export const FORGOT_PASSWORD_MIN_DELAY_MS = 1_500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type ForgotPasswordForm = { email: string };

// docs/product.md §2 Forgot password. The server answers the same whether or not the address has an account,
// so the confirmation says "if".
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [sendResetEmail] = useForgotPasswordMutation();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The request's schema checks the address first; its message shows under the field. The
  // address stays in the form while the confirmation shows, for "Send Another Email".
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(ZPasswordForgot),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const email = useWatch({ control, name: 'email' });

  async function send({ email: address }: ForgotPasswordForm) {
    setSending(true);
    setError(null);
    const [outcome] = await Promise.allSettled([
      sendResetEmail({ email: address }).unwrap(),
      wait(FORGOT_PASSWORD_MIN_DELAY_MS),
    ]);
    setSending(false);
    if (outcome.status === 'fulfilled') setSent(true);
    else setError(errorMessageOf(outcome.reason));
  }

  if (sent) {
    return (
      <AuthCard title="Check your email">
        <Stack gap="5">
          <Text role="status">
            If an account exists for <strong>{email.trim()}</strong>, we have sent it a link to
            choose a new password.
          </Text>
          <Text color="fg.muted" fontSize="sm">
            Nothing after a few minutes? Check your spam folder, or send another email.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild colorPalette="brand" flex="1">
              <RouterLink to="/login">Back to Sign In</RouterLink>
            </Button>
            <Button variant="outline" flex="1" onClick={() => setSent(false)}>
              Send Another Email
            </Button>
          </Stack>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email address and we will send you a link to choose a new one."
      footer={
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to="/login">Back to Sign In</RouterLink>
        </Link>
      }
    >
      <chakra.form
        onSubmit={(event) => void handleSubmit(send)(event)}
        aria-label="Reset your password"
      >
        <Stack gap="4">
          <EmailField
            {...register('email', { onChange: () => clearErrors('email') })}
            error={errors.email?.message}
          />
          <FormMessage feedback={error ? { kind: 'error', message: error } : null} />
          <Button
            type="submit"
            colorPalette="brand"
            width="full"
            disabled={sending || email.trim() === ''}
          >
            {sending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </Stack>
      </chakra.form>
    </AuthCard>
  );
}
