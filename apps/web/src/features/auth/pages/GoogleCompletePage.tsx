import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { FormMessage } from '@/components/FormMessage';
import { usePageTitle } from '@/components/usePageTitle';

import { useRefreshSessionMutation } from '../auth.api';
import { AUTH_MESSAGES } from '../auth-messages';
import { AuthCard } from '../components/AuthCard';
import { DEFAULT_RETURN_TO, safeReturnTo } from '../return-to';

// Google sends the browser back through the BFF to here: the session cookie is already set, so a
// refresh opens the session in the app. New accounts continue with the onboarding wizard.
export function GoogleCompletePage() {
  usePageTitle('Signing In');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [refreshSession] = useRefreshSessionMutation();
  const googleError = params.get('error');
  const [failed, setFailed] = useState(googleError !== null);
  const started = useRef(false);

  const returnTo = safeReturnTo(params.get('returnTo')) ?? DEFAULT_RETURN_TO;
  const destination = params.get('newUser') === '1' ? '/onboarding' : returnTo;

  useEffect(() => {
    // Once only: the refresh token rotates, so a second refresh would find it already used.
    if (googleError !== null || started.current) return;
    started.current = true;
    void refreshSession()
      .unwrap()
      .then(
        () => navigate(destination, { replace: true }),
        () => setFailed(true),
      );
  }, [googleError, refreshSession, navigate, destination]);

  return (
    <AuthCard title={failed ? 'Google sign-in failed' : 'Signing you in...'}>
      {failed ? (
        <Stack gap="4">
          <FormMessage feedback={{ kind: 'error', message: AUTH_MESSAGES.googleSignInFailed }} />
          <Button asChild colorPalette="brand">
            <RouterLink to="/login">Back to Sign In</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" gap="3" align="center" role="status">
          <Spinner size="sm" color="brand.solid" />
          <Text>Connecting your Google account...</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
