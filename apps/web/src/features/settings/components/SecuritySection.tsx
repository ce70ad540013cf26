import { Separator, Stack } from '@chakra-ui/react';

import { PasswordChangeForm } from './PasswordChangeForm';
import { SessionsPanel } from './SessionsPanel';
import { SettingsSection, SettingsSubsection } from './SettingsSection';
import { TwoFactorPanel } from './TwoFactorPanel';

export function SecuritySection() {
  return (
    <SettingsSection
      title="Security"
      description="Your password, two-factor authentication and the devices signed in."
    >
      <Stack gap="6" separator={<Separator />}>
        <SettingsSubsection title="Change Password">
          <PasswordChangeForm />
        </SettingsSubsection>
        <SettingsSubsection title="Two-Factor Authentication">
          <TwoFactorPanel />
        </SettingsSubsection>
        <SettingsSubsection title="Active Sessions">
          <SessionsPanel />
        </SettingsSubsection>
      </Stack>
    </SettingsSection>
  );
}
