import type { TGoogleConnection } from '@app/contracts';
import { Alert, Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { errorMessageOf } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';
import { LoadFailedAlert } from '@/components/LoadFailedAlert';
import { ConfirmDialog } from '@/features/gmb/components/ConfirmDialog';
import { ConnectGoogleButton } from '@/features/gmb/components/ConnectGoogleButton';
import { GoogleLocationPicker } from '@/features/gmb/components/GoogleLocationPicker';
import { GoogleReturnMessage } from '@/features/gmb/components/GoogleReturnMessage';
import { GoogleSourceBadge } from '@/features/gmb/components/GoogleSourceBadge';
import { GoogleSyncStates } from '@/features/gmb/components/GoogleSyncStates';
import { GOOGLE_MESSAGES } from '@/features/gmb/google-messages';
import { useDisconnectGoogleMutation, useGetGoogleConnectionQuery } from '@/features/gmb/google.api';
import { useGoogleReturn } from '@/features/gmb/useGoogleReturn';

import { SettingsSection } from './SettingsSection';

const STATUS: Record<TGoogleConnection['status'], { label: string; palette: string }> = {
  not_connected: { label: 'Not connected', palette: 'gray' },
  choosing_location: { label: 'Choose a location', palette: 'orange' },
  connected: { label: 'Connected', palette: 'green' },
  revoked: { label: 'Access withdrawn', palette: 'red' },
};

// While an import runs, the section refreshes itself so its end shows without a reload.
const SYNCING_POLL_MS = 5_000;

function ConnectionDetails({ connection }: { connection: TGoogleConnection }) {
  return (
    <Stack gap="1" fontSize="sm">
      {connection.googleEmail && <Text>{`Google account: ${connection.googleEmail}`}</Text>}
      {connection.location && (
        <Text>
          {`Location: ${connection.location.title}`}
          <Text as="span" color="fg.muted">{` · ${connection.location.address}`}</Text>
        </Text>
      )}
    </Stack>
  );
}

// Issue 17 in Settings: the Google Business Profile connection, its imports, and changing or
// ending it. Disconnecting keeps what was imported (the owner deletes it with the account).
export function GoogleBusinessSection() {
  const [outcome, clearOutcome] = useGoogleReturn();
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const { data: cached } = useGetGoogleConnectionQuery();
  const syncing = cached ? Object.values(cached.sync).some((sync) => sync.state === 'running') : false;
  const { data, error, isLoading, refetch } = useGetGoogleConnectionQuery(undefined, {
    pollingInterval: syncing ? SYNCING_POLL_MS : 0,
  });
  const [disconnect, { isLoading: disconnecting }] = useDisconnectGoogleMutation();

  async function confirmDisconnect() {
    setFeedback(null);
    try {
      await disconnect().unwrap();
      setFeedback({ kind: 'success', message: GOOGLE_MESSAGES.disconnected });
      clearOutcome();
      setChanging(false);
    } catch (caught) {
      setFeedback({ kind: 'error', message: errorMessageOf(caught) });
    }
    setConfirming(false);
  }

  const body = () => {
    if (isLoading) return <Skeleton height="20" aria-label="Loading your Google connection" />;
    if (!data) {
      return <LoadFailedAlert title="Could not load your Google connection" error={error} onRetry={refetch} />;
    }
    const status = STATUS[data.status];
    const choosing = changing || data.status === 'choosing_location' || outcome === 'choose-location';
    const linked = data.status !== 'not_connected';
    return (
      <Stack gap="4" align="flex-start">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={status.palette} variant="subtle" data-testid="google-status">
            {status.label}
          </Badge>
          {linked && <GoogleSourceBadge source={data.source} />}
        </HStack>
        <GoogleReturnMessage outcome={outcome} />
        {data.status === 'revoked' && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{GOOGLE_MESSAGES.revoked}</Alert.Title>
              {data.message && <Alert.Description>{data.message}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}
        {linked && <ConnectionDetails connection={data} />}
        {data.status === 'connected' && <GoogleSyncStates sync={data.sync} />}
        {data.status === 'connected' && data.message && (
          <Text fontSize="sm" color="fg.muted">
            {data.message}
          </Text>
        )}
        {choosing && data.status !== 'not_connected' && data.status !== 'revoked' && (
          <GoogleLocationPicker
            current={data.location?.name}
            onPicked={() => {
              setChanging(false);
              clearOutcome();
            }}
          />
        )}
        <HStack gap="3" wrap="wrap" align="flex-start">
          {data.status === 'not_connected' && <ConnectGoogleButton returnTo="/settings" />}
          {data.status === 'revoked' && (
            <ConnectGoogleButton returnTo="/settings" label={GOOGLE_MESSAGES.reconnect} />
          )}
          {data.status === 'connected' && !choosing && (
            <Button variant="outline" onClick={() => setChanging(true)}>
              {GOOGLE_MESSAGES.changeLocation}
            </Button>
          )}
          {linked && (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              {GOOGLE_MESSAGES.disconnect}
            </Button>
          )}
        </HStack>
        <FormMessage feedback={feedback} />
      </Stack>
    );
  };

  return (
    <SettingsSection
      title="Google Business Profile"
      description="Your listing, reviews and figures, imported from Google."
    >
      {body()}
      <ConfirmDialog
        open={confirming}
        title={GOOGLE_MESSAGES.disconnectTitle}
        confirmLabel={GOOGLE_MESSAGES.disconnect}
        confirmPalette="red"
        busy={disconnecting}
        onConfirm={() => void confirmDisconnect()}
        onCancel={() => setConfirming(false)}
      >
        <Text>{GOOGLE_MESSAGES.disconnectBody}</Text>
      </ConfirmDialog>
    </SettingsSection>
  );
}
