import type { TGoogleConnectStart } from '@app/contracts';
import { Button, Stack } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { useState } from 'react';

import { browser } from '@/app/browser';
import { FormMessage } from '@/components/FormMessage';

import { GOOGLE_MESSAGES } from '../google-messages';
import { useStartGoogleConnectMutation } from '../google.api';

type ConnectGoogleButtonProps = {
  returnTo: TGoogleConnectStart['returnTo'];
  label?: string;
  variant?: 'solid' | 'outline';
};

// Asks the BFF for Google's consent page and sends the browser there; Google comes back through
// the BFF's callback to `returnTo?google=...`.
export function ConnectGoogleButton({
  returnTo,
  label = GOOGLE_MESSAGES.connect,
  variant = 'solid',
}: ConnectGoogleButtonProps) {
  const [start] = useStartGoogleConnectMutation();
  // Stays true once the browser is on its way to Google: the page is about to be left.
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);

  async function connect() {
    setFailed(false);
    setLeaving(true);
    try {
      const { authorizationUrl } = await start({ returnTo }).unwrap();
      browser.assign(authorizationUrl);
    } catch {
      setLeaving(false);
      setFailed(true);
    }
  }

  return (
    <Stack gap="3" align="flex-start">
      <Button
        colorPalette="brand"
        variant={variant}
        disabled={leaving}
        onClick={() => void connect()}
      >
        <MapPin /> {leaving ? GOOGLE_MESSAGES.connecting : label}
      </Button>
      <FormMessage
        feedback={failed ? { kind: 'error', message: GOOGLE_MESSAGES.connectFailed } : null}
      />
    </Stack>
  );
}
