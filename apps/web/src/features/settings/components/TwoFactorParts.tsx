import {
  Alert,
  Button,
  Clipboard,
  Code,
  Field,
  HStack,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useState } from 'react';

import { PasswordInput } from '@/components/PasswordInput';

import type { TwoFactorSetup } from '../settings.api';

// Step 1 of turning two-factor on: the QR code to scan, or the secret to type in.
export function TwoFactorQrCode({ setup }: { setup: TwoFactorSetup }) {
  return (
    <Stack gap="3">
      <Text>
        Scan this QR code with your authenticator app (Google Authenticator, 1Password...).
      </Text>
      <Image
        src={setup.qrCodeDataUrl}
        alt="QR code for your authenticator app"
        boxSize="44"
        bg="white"
        p="2"
        rounded="md"
        borderWidth="1px"
      />
      <Text fontSize="sm" color="fg.muted">
        Cannot scan it? Enter this key instead:
      </Text>
      <HStack gap="2" wrap="wrap">
        <Code fontSize="sm" wordBreak="break-all" aria-label="Setup key">
          {setup.secret}
        </Code>
        <Clipboard.Root value={setup.secret}>
          <Clipboard.Trigger asChild>
            <Button variant="outline" size="xs" aria-label="Copy setup key">
              <Clipboard.Indicator />
              <Clipboard.CopyText />
            </Button>
          </Clipboard.Trigger>
        </Clipboard.Root>
      </HStack>
    </Stack>
  );
}

type TwoFactorCodeFormProps = {
  label: string;
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
  // Also asks for the current password (an account that has one).
  askPassword?: boolean;
  onSubmit: (code: string, currentPassword?: string) => void;
  onCancel: () => void;
};

// A 6-digit code from the authenticator app, to confirm turning two-factor on or off.
export function TwoFactorCodeForm(props: TwoFactorCodeFormProps) {
  const { label, busyLabel, busy, danger = false, askPassword = false, onSubmit, onCancel } = props;
  const [code, setCode] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  return (
    <chakra.form
      aria-label="Two-factor code"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(code.trim(), askPassword ? currentPassword : undefined);
      }}
    >
      <Stack gap="3" maxW="xs">
        <Field.Root required>
          <Field.Label>6-digit code</Field.Label>
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Field.Root>
        {askPassword && (
          <Field.Root required>
            <Field.Label>Current password</Field.Label>
            <PasswordInput
              name="currentPassword"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
            />
          </Field.Root>
        )}
        <HStack gap="2">
          <Button type="submit" colorPalette={danger ? 'red' : 'brand'} disabled={busy}>
            {busy ? busyLabel : label}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

// The recovery codes, shown once, right after two-factor is turned on.
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="4">
      <Alert.Root status="warning" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Two-factor authentication is on. Save these recovery codes now.</Alert.Title>
          <Alert.Description>
            Each code signs you in once if you lose your phone. You will not see them again.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2 }}
        gap="2"
        listStyleType="none"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <Code as="li" key={code} fontSize="sm" px="2" py="1">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <HStack gap="2">
        <Clipboard.Root value={codes.join('\n')}>
          <Clipboard.Trigger asChild>
            <Button variant="outline" aria-label="Copy codes">
              <Clipboard.Indicator />
              Copy codes
            </Button>
          </Clipboard.Trigger>
        </Clipboard.Root>
        <Button colorPalette="brand" onClick={onDone}>
          I have saved them
        </Button>
      </HStack>
    </Stack>
  );
}
