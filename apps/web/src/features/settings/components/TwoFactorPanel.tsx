import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { useAppSelector } from '@/app/hooks';
import { FormMessage } from '@/components/FormMessage';
import { toaster } from '@/components/Toaster';
import { selectCurrentUser } from '@/features/auth/auth.slice';

import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useSetupTwoFactorMutation,
  type TwoFactorSetup,
} from '../settings.api';
import { reasonOf } from './ReauthFields';
import { RecoveryCodes, TwoFactorCodeForm, TwoFactorQrCode } from './TwoFactorParts';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; recoveryCodes: string[] }
  | { kind: 'disable' };

// Two-factor authentication: turning it on (scan, confirm a code, keep the recovery codes, shown
// once) and off (confirm a code).
export function TwoFactorPanel() {
  const user = useAppSelector(selectCurrentUser);
  const enabled = user?.twoFactorEnabled ?? false;
  const askPassword = user?.hasPassword ?? true;
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [setupTwoFactor, { isLoading: settingUp }] = useSetupTwoFactorMutation();
  const [enableTwoFactor, { isLoading: enabling }] = useEnableTwoFactorMutation();
  const [disableTwoFactor, { isLoading: disabling }] = useDisableTwoFactorMutation();

  const run = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(reasonOf(caught));
    }
  };

  const start = () =>
    run(async () => setStep({ kind: 'setup', setup: await setupTwoFactor().unwrap() }));
  const enable = (code: string, currentPassword?: string) =>
    run(async () => {
      const { recoveryCodes } = await enableTwoFactor({ code, currentPassword }).unwrap();
      setStep({ kind: 'codes', recoveryCodes });
    });
  const disable = (code: string, currentPassword?: string) =>
    run(async () => {
      await disableTwoFactor({ code, currentPassword }).unwrap();
      setStep({ kind: 'idle' });
      toaster.create({ type: 'success', title: 'Two-factor authentication is off.' });
    });
  const cancel = () => {
    setStep({ kind: 'idle' });
    setError(null);
  };

  const errorMessage = <FormMessage feedback={error ? { kind: 'error', message: error } : null} />;

  switch (step.kind) {
    case 'setup':
      return (
        <Stack gap="4">
          <TwoFactorQrCode setup={step.setup} />
          <TwoFactorCodeForm
            label="Verify and Enable"
            busyLabel="Verifying..."
            busy={enabling}
            askPassword={askPassword}
            onSubmit={(code, currentPassword) => void enable(code, currentPassword)}
            onCancel={cancel}
          />
          {errorMessage}
        </Stack>
      );
    case 'codes':
      return <RecoveryCodes codes={step.recoveryCodes} onDone={cancel} />;
    case 'disable':
      return (
        <Stack gap="4">
          <Text>
            To turn two-factor authentication off, confirm with a current code
            {askPassword ? ' and your password' : ''}.
          </Text>
          <TwoFactorCodeForm
            label="Disable"
            busyLabel="Disabling..."
            busy={disabling}
            danger
            askPassword={askPassword}
            onSubmit={(code, currentPassword) => void disable(code, currentPassword)}
            onCancel={cancel}
          />
          {errorMessage}
        </Stack>
      );
    case 'idle':
      return (
        <Stack gap="3" align="flex-start">
          <HStack gap="2">
            <Text>Two-factor authentication</Text>
            <Badge colorPalette={enabled ? 'green' : 'gray'}>{enabled ? 'On' : 'Off'}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {enabled
              ? 'Signing in asks for a code from your authenticator app after your password.'
              : 'Add a second step at sign-in: a 6-digit code from an authenticator app on your phone.'}
          </Text>
          {enabled ? (
            <Button variant="outline" onClick={() => setStep({ kind: 'disable' })}>
              Disable two-factor authentication
            </Button>
          ) : (
            <Button colorPalette="brand" disabled={settingUp} onClick={() => void start()}>
              {settingUp ? 'Preparing...' : 'Enable two-factor authentication'}
            </Button>
          )}
          {errorMessage}
        </Stack>
      );
  }
}
