import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { describeError } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';
import { usePageTitle } from '@/components/usePageTitle';

import { useVerifyEmailMutation } from '../auth.api';
import { AuthCard } from '../components/AuthCard';

// The page a verification email links to: /verify-email?token=... The link is used only when
// the owner presses the button, so a mail scanner opening the page uses nothing.
export function VerifyEmailPage() {
  usePageTitle('Verify Your Email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verifyEmail, { isLoading }] = useVerifyEmailMutation();
  const [verified, setVerified] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);

  async function handleVerify() {
    setFeedback(null);
    try {
      setVerified((await verifyEmail({ token }).unwrap()).email);
    } catch (error) {
      const { message, details } = describeError(error);
      setFeedback({ kind: 'error', message: details[0]?.message ?? message });
    }
  }

  if (verified !== null) {
    return (
      <AuthCard title="Email verified">
        <Stack gap="4" role="status">
          <Text>Thank you: {verified} is now the verified email address of your account.</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/dashboard">Continue to Nearbly</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verify your email address">
      <Stack gap="4">
        {token ? (
          <>
            <Text>Confirm that this email address belongs to you.</Text>
            <Button colorPalette="brand" disabled={isLoading} onClick={() => void handleVerify()}>
              {isLoading ? 'Verifying...' : 'Verify my email'}
            </Button>
          </>
        ) : null}
        <FormMessage
          feedback={
            token
              ? feedback
              : { kind: 'error', message: 'This link is incomplete. Please request a new one.' }
          }
        />
        {(feedback || !token) && (
          <Text fontSize="sm" color="fg.muted">
            You can send a new link from Settings → Profile after signing in.
          </Text>
        )}
      </Stack>
    </AuthCard>
  );
}
