import type { TGoogleConnection } from '@app/contracts';
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';

import { ConnectGoogleButton } from '@/features/gmb/components/ConnectGoogleButton';
import { GoogleLocationPicker } from '@/features/gmb/components/GoogleLocationPicker';
import { GoogleReturnMessage } from '@/features/gmb/components/GoogleReturnMessage';
import { GoogleSourceBadge } from '@/features/gmb/components/GoogleSourceBadge';
import { GOOGLE_MESSAGES, type GoogleReturn } from '@/features/gmb/google-messages';

type ConnectStepProps = {
  connection: TGoogleConnection | undefined;
  outcome: GoogleReturn | null;
  skipping: boolean;
  onPicked: () => void;
  onSkip: () => void;
};

// Step 1: Google's consent (the browser leaves for Google and comes back with ?google=...), the
// location when the account manages several, or skip and carry on with sample data.
export function ConnectStep({ connection, outcome, skipping, onPicked, onSkip }: ConnectStepProps) {
  const choosing = outcome === 'choose-location' || connection?.status === 'choosing_location';
  return (
    <Stack gap="4" align="flex-start">
      <HStack gap="2" wrap="wrap">
        <Text>Connect your Google business profile so we can follow how people nearby find you.</Text>
        {connection?.source === 'google-sandbox' && <GoogleSourceBadge source={connection.source} />}
      </HStack>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{GOOGLE_MESSAGES.readOnlyPromise}</Alert.Title>
      </Alert.Root>
      <GoogleReturnMessage outcome={outcome} />
      {choosing ? (
        <GoogleLocationPicker current={connection?.location?.name} onPicked={onPicked} />
      ) : (
        <HStack gap="3" wrap="wrap" align="flex-start">
          <ConnectGoogleButton returnTo="/onboarding" />
          <Button variant="ghost" onClick={onSkip} disabled={skipping}>
            Skip for now
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
