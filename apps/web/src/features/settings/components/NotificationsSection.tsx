import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

import { errorMessageOf } from '@/app/errors';
import { FormMessage } from '@/components/FormMessage';
import { toaster } from '@/components/Toaster';
import { NOTIFICATION_OPTIONS, type NotificationKey } from '@/features/auth/account-options';

import { SETTINGS_MESSAGES } from '../settings-messages';
import {
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  type NotificationPreferences,
} from '../settings.api';
import { SettingsSection } from './SettingsSection';

type PreferenceRowProps = {
  label: string;
  description: string;
  enabled: boolean;
  onToggle: () => void;
};

function PreferenceRow({ label, description, enabled, onToggle }: PreferenceRowProps) {
  const labelId = useId();
  const buttonId = useId();
  return (
    <HStack
      justify="space-between"
      gap="4"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Stack gap="0.5">
        <Text id={labelId} fontWeight="medium">
          {label}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Stack>
      {/* docs/product.md §2: each preference is a button reading Enabled or Disabled. */}
      <Button
        id={buttonId}
        aria-labelledby={`${labelId} ${buttonId}`}
        size="sm"
        minW="24"
        flexShrink={0}
        variant={enabled ? 'solid' : 'outline'}
        colorPalette={enabled ? 'brand' : 'gray'}
        onClick={onToggle}
      >
        {enabled ? 'Enabled' : 'Disabled'}
      </Button>
    </HStack>
  );
}

export function NotificationsSection() {
  const { data, error, isLoading } = useGetNotificationPreferencesQuery();
  const [updatePreferences] = useUpdateNotificationPreferencesMutation();

  // Saved at once; the list flips back (optimistic update undone) when the server refuses.
  async function toggle(preferences: NotificationPreferences, key: NotificationKey) {
    try {
      await updatePreferences({ [key]: !preferences[key] }).unwrap();
    } catch (caught) {
      toaster.create({
        type: 'error',
        title: SETTINGS_MESSAGES.actionFailed,
        description: errorMessageOf(caught),
      });
    }
  }

  return (
    <SettingsSection
      title="Notification Preferences"
      description="Which emails you get from us. Changes are saved straight away."
    >
      {isLoading && <Skeleton height="40" />}
      {error !== undefined && !data && (
        <FormMessage feedback={{ kind: 'error', message: errorMessageOf(error) }} />
      )}
      {data && (
        <Stack gap="0">
          {NOTIFICATION_OPTIONS.map((option) => (
            <PreferenceRow
              key={option.key}
              label={option.label}
              description={option.description}
              enabled={data.preferences[option.key]}
              onToggle={() => void toggle(data.preferences, option.key)}
            />
          ))}
        </Stack>
      )}
    </SettingsSection>
  );
}
