import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Monitor } from 'lucide-react';

import { errorMessageOf } from '@/app/errors';
import { FormMessage } from '@/components/FormMessage';
import { toaster } from '@/components/Toaster';

import { SETTINGS_MESSAGES } from '../settings-messages';
import {
  useGetSessionsQuery,
  useRevokeOtherSessionsMutation,
  type SessionInfo,
} from '../settings.api';
import { formatLastActive } from './format-last-active';

function SessionRow({ session }: { session: SessionInfo }) {
  return (
    <HStack
      as="li"
      gap="3"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      align="flex-start"
    >
      <Monitor aria-hidden="true" />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{session.device}</Text>
          {session.current && (
            <Badge colorPalette="brand" variant="subtle">
              This device
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {session.location} · Last active {formatLastActive(session.lastActive)}
        </Text>
      </Stack>
    </HStack>
  );
}

// The devices signed in to this account, and a way to sign all the others out.
export function SessionsPanel() {
  const { data, error, isLoading } = useGetSessionsQuery();
  const [revokeOthers, { isLoading: revoking }] = useRevokeOtherSessionsMutation();
  const sessions = data?.sessions ?? [];

  async function signOutOthers() {
    if (!window.confirm(SETTINGS_MESSAGES.signOutOthersConfirm)) return;
    try {
      // The list reloads by itself: the call invalidates it.
      await revokeOthers().unwrap();
      window.alert(SETTINGS_MESSAGES.signOutOthersDone);
    } catch (caught) {
      toaster.create({
        type: 'error',
        title: SETTINGS_MESSAGES.actionFailed,
        description: errorMessageOf(caught),
      });
    }
  }

  return (
    <Stack gap="3">
      {isLoading && <Skeleton height="20" />}
      {error !== undefined && !data && (
        <FormMessage feedback={{ kind: 'error', message: errorMessageOf(error) }} />
      )}
      {sessions.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" aria-label="Signed-in devices">
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </Stack>
      )}
      <Button
        variant="outline"
        colorPalette="red"
        alignSelf="flex-start"
        disabled={revoking}
        onClick={() => void signOutOthers()}
      >
        {revoking ? 'Signing out...' : 'Sign out of all other devices'}
      </Button>
    </Stack>
  );
}
