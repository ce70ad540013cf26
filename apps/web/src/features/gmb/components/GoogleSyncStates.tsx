import type { TGoogleConnection, TGoogleSync } from '@app/contracts';
import { DataList, HStack, Spinner, Text } from '@chakra-ui/react';

import { formatInstant } from '@/components/format-date';
import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';

const PARTS = [
  ['listing', 'Listing'],
  ['reviews', 'Reviews'],
  ['performance', 'Figures'],
] as const;

function SyncState({ sync }: { sync: TGoogleSync }) {
  const timeZone = useBusinessTimeZone();
  switch (sync.state) {
    case 'running':
      return (
        <HStack gap="2">
          <Spinner size="xs" />
          <Text>Syncing…</Text>
        </HStack>
      );
    case 'failed':
      return <Text color="fg.error">{`Failed: ${sync.error ?? 'unknown error'}`}</Text>;
    case 'idle':
      return (
        <Text>
          {sync.lastSyncedAt
            ? `Last synced ${formatInstant(sync.lastSyncedAt, timeZone, 'dateTime')}`
            : 'Not synced yet'}
        </Text>
      );
  }
}

// Where each import from Google stands: running, failed (with Google's reason), or when it last ran.
export function GoogleSyncStates({ sync }: { sync: TGoogleConnection['sync'] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label="Sync with Google">
      {PARTS.map(([part, label]) => (
        <DataList.Item key={part} data-testid={`google-sync-${part}`} data-state={sync[part].state}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>
            <SyncState sync={sync[part]} />
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
