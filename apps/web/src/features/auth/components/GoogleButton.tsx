import { Button, Stack, chakra } from '@chakra-ui/react';
import { useState } from 'react';

import { browser } from '@/app/browser';
import { FormMessage } from '@/components/FormMessage';

import { useGetGoogleAuthUrlMutation } from '../auth.api';
import { AUTH_MESSAGES } from '../auth-messages';
import type { GoogleAuthRequest } from '../auth.types';

// Google's "G", in its brand colours.
function GoogleIcon() {
  return (
    <chakra.svg viewBox="0 0 24 24" boxSize="4" aria-hidden="true">
      <chakra.path
        fill="google.blue"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.2 3.5-8.8z"
      />
      <chakra.path
        fill="google.green"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24z"
      />
      <chakra.path
        fill="google.yellow"
        d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3z"
      />
      <chakra.path
        fill="google.red"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
      />
    </chakra.svg>
  );
}

type GoogleButtonProps = GoogleAuthRequest & { label: string };

// Asks the BFF for Google's authorisation URL and sends the browser there. Google then comes back
// through the BFF to /auth/google/complete.
export function GoogleButton({ label, ...request }: GoogleButtonProps) {
  const [getAuthUrl, { isLoading }] = useGetGoogleAuthUrlMutation();
  const [failed, setFailed] = useState(false);

  async function start() {
    setFailed(false);
    try {
      const { authURL } = await getAuthUrl(request).unwrap();
      browser.assign(authURL);
    } catch {
      setFailed(true);
    }
  }

  return (
    <Stack gap="3">
      <Button variant="outline" width="full" loading={isLoading} onClick={() => void start()}>
        <GoogleIcon />
        {label}
      </Button>
      <FormMessage
        feedback={failed ? { kind: 'error', message: AUTH_MESSAGES.googleUrlFailed } : null}
      />
    </Stack>
  );
}
