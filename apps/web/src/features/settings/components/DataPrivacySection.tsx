import { Alert, Button, List, Separator, Stack, Text } from '@chakra-ui/react';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { useAppSelector } from '@/app/hooks';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';
import { selectCurrentUser } from '@/features/auth/auth.slice';
import { useSignOut } from '@/features/auth/sign-out';

import { DELETE_ACCOUNT_TEXT, confirmAccountDeletion } from '../delete-account';
import { downloadJson, exportFileName } from '../export-file';
import { SETTINGS_MESSAGES } from '../settings-messages';
import {
  useDeleteAccountMutation,
  useExportAccountDataMutation,
  type Reauth,
} from '../settings.api';
import { ReauthFields, reasonOf } from './ReauthFields';
import { SettingsSection, SettingsSubsection } from './SettingsSection';

// docs/product.md §8: what deleting the account removes.
const DELETED_DATA = [
  'Business data',
  'Keyword tracking history',
  'Analytics reports',
  'Competitor analysis data',
  'Billing information',
] as const;

function ExportPanel() {
  const [exportData, { isLoading }] = useExportAccountDataMutation();
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);

  async function handleExport() {
    setFeedback(null);
    try {
      const data = await exportData().unwrap();
      downloadJson(data, exportFileName(new Date()));
      setFeedback({ kind: 'success', message: SETTINGS_MESSAGES.exportDone });
    } catch {
      setFeedback({ kind: 'error', message: SETTINGS_MESSAGES.exportFailed });
    }
  }

  return (
    <Stack gap="3" align="flex-start">
      <Text fontSize="sm" color="fg.muted">
        Download your profile, business details and notification preferences as a JSON file.
      </Text>
      <Button variant="outline" disabled={isLoading} onClick={() => void handleExport()}>
        <Download />
        {isLoading ? 'Exporting...' : 'Export My Data'}
      </Button>
      <FormMessage feedback={feedback} />
    </Stack>
  );
}

function DeleteAccountPanel() {
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const signOut = useSignOut();
  const user = useAppSelector(selectCurrentUser);
  const [reauth, setReauth] = useState<Reauth>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function handleDelete() {
    setFailure(null);
    if (!confirmAccountDeletion()) return;
    try {
      await deleteAccount({ confirmation: 'DELETE', ...reauth }).unwrap();
    } catch (error) {
      // A wrong password says so; anything else is the spec's message.
      const reason = reasonOf(error);
      setFailure(
        /password|code/i.test(reason) ? reason : DELETE_ACCOUNT_TEXT.failed,
      );
      return;
    }
    window.alert(DELETE_ACCOUNT_TEXT.initiated);
    // The server has ended the session already; only the local part of signing out remains.
    signOut({ callServer: false });
  }

  return (
    <Stack gap="3" align="flex-start">
      <Alert.Root status="error" role="note">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Deleting your account removes:</Alert.Title>
          <Alert.Description>
            <List.Root ps="4" mt="1">
              {DELETED_DATA.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
            <Text mt="2" fontWeight="semibold">
              This action cannot be undone.
            </Text>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {user && <ReauthFields user={user} value={reauth} onChange={setReauth} />}
      <Button colorPalette="red" disabled={isLoading} onClick={() => void handleDelete()}>
        <Trash2 />
        {isLoading ? 'Deleting...' : 'Delete Account'}
      </Button>
      <FormMessage
        feedback={failure ? { kind: 'error', message: failure } : null}
      />
    </Stack>
  );
}

export function DataPrivacySection() {
  return (
    <SettingsSection
      title="Data & Privacy"
      description="Take your data with you, or delete it all."
    >
      <Stack gap="6" separator={<Separator />}>
        <SettingsSubsection title="Export Your Data">
          <ExportPanel />
        </SettingsSubsection>
        <SettingsSubsection title="Delete Account">
          <DeleteAccountPanel />
        </SettingsSubsection>
      </Stack>
    </SettingsSection>
  );
}
