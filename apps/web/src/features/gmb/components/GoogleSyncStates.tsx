import type { TGoogleConnection, TGoogleSync } from '@app/contracts';
import { DataList, HStack, Spinner, Text } from '@chakra-ui/react';

import { formatInstant } from '@/components/format-date';
import { useBusinessTimeZone } from '@/features/auth/useBusinessTimeZone';

import { reviewImportProgress, reviewsImported } from '../google-messages';

const PARTS = [
  ['listing', 'Listing'],
  ['reviews', 'Reviews'],
  ['performance', 'Figures'],
] as const;
type Part = (typeof PARTS)[number][0];

function SyncState({ part, sync }: { part: Part; sync: TGoogleSync }) {
  const timeZone = useBusinessTimeZone();
  switch (sync.state) {
    case 'running': {
      // A failed attempt that will be tried again keeps the import running, with Google's reason.
      const retrying = sync.error ? ` Trying again after: ${sync.error}` : '';
      return (
        <HStack gap="2">
          <Spinner size="xs" />
          <Text>{`${(part === 'reviews' && reviewImportProgress(sync)) || 'Syncing…'}${retrying}`}</Text>
        </HStack>
      );
    }
    case 'failed':
      return <Text color="fg.error">{`Failed: ${sync.error ?? 'unknown error'}`}</Text>;
    case 'idle': {
      if (!sync.lastSyncedAt) return <Text>Not synced yet</Text>;
      const imported = part === 'reviews' ? reviewsImported(sync) : null;
      return (
        <Text>
          {`Last synced ${formatInstant(sync.lastSyncedAt, timeZone, 'dateTime')}${imported ? ` · ${imported}` : ''}`}
        </Text>
      );
    }
  }
}

// Where each import from Google stands, from the server (a reload shows the same): running (the
// reviews import with how many it has imported), failed (with Google's reason), or when it last
// ran and, for reviews, what it imported.
export function GoogleSyncStates({ sync }: { sync: TGoogleConnection['sync'] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label="Sync with Google">
      {PARTS.map(([part, label]) => (
        <DataList.Item key={part} data-testid={`google-sync-${part}`} data-state={sync[part].state}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>
            <SyncState part={part} sync={sync[part]} />
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
