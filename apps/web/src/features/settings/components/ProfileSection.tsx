import { Alert, Button, Field, Input, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { ZProfileUpdate, type TProfileUpdateInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { useAppSelector } from '@/app/hooks';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';
import { selectCurrentUser } from '@/features/auth/auth.slice';
import type { User } from '@/features/auth/auth.types';

import { SETTINGS_MESSAGES } from '../settings-messages';
import {
  useResendVerificationMutation,
  useUpdateProfileMutation,
  type ProfileUpdate,
  type Reauth,
} from '../settings.api';
import { ReauthFields, reasonOf } from './ReauthFields';
import { SettingsSection } from './SettingsSection';
import { saveFailure } from './save-failure';

const FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
] as const;

function ProfileForm({ user }: { user: User }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [reauth, setReauth] = useState<Reauth>({});
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  // The profile request's schema checks the form first; its messages show under the fields. The
  // server's refusals stay in the form's alert (saveFailure).
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    setValue,
    formState: { errors },
  } = useForm<TProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(ZProfileUpdate),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone ?? '',
    },
    reValidateMode: 'onSubmit',
  });
  // A new email needs the current password (or a code) and a click on the link mailed to it.
  const emailChanged = useWatch({ control, name: 'email' }).trim().toLowerCase() !== user.email;

  async function send(values: ProfileUpdate) {
    try {
      const reply = await updateProfile(emailChanged ? { ...values, ...reauth } : values).unwrap();
      setReauth({});
      if (reply.pendingEmail) {
        setValue('email', user.email);
        setFeedback({ kind: 'success', message: pendingEmailMessage(reply.pendingEmail) });
      } else setFeedback({ kind: 'success', message: SETTINGS_MESSAGES.profileSaved });
    } catch (error) {
      setFeedback(saveFailure(SETTINGS_MESSAGES.profileFailed, error));
    }
  }

  return (
    <chakra.form
      onSubmit={(event) => {
        setFeedback(null);
        void handleSubmit(send)(event);
      }}
      aria-label="Profile information"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {FIELDS.map((field) => (
            <Field.Root
              key={field.name}
              required={field.name !== 'phone'}
              invalid={errors[field.name] !== undefined}
            >
              <Field.Label>{field.label}</Field.Label>
              <Input
                type={field.type}
                autoComplete={field.autoComplete}
                {...register(field.name, { onChange: () => clearErrors(field.name) })}
              />
              <Field.ErrorText>{errors[field.name]?.message}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        {emailChanged && <ReauthFields user={user} value={reauth} onChange={setReauth} />}
        <FormMessage feedback={feedback} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </chakra.form>
  );
}

export const pendingEmailMessage = (email: string) =>
  `We sent a link to ${email}. Your email address changes when you open it.`;

// Until the owner uses the link mailed at sign-up; Google sign-in cannot reach the account before.
function UnverifiedEmail({ email }: { email: string }) {
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  async function handleResend() {
    setFeedback(null);
    try {
      await resend().unwrap();
      setFeedback({ kind: 'success', message: `We sent a new verification link to ${email}.` });
    } catch (error) {
      setFeedback({ kind: 'error', message: reasonOf(error) });
    }
  }
  return (
    <Stack gap="2" mb="4">
      <Alert.Root status="warning" role="note">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your email address is not verified yet.</Alert.Title>
          <Alert.Description>
            Open the link we sent to {email}. Until then, Google sign-in cannot open this account.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        disabled={isLoading}
        onClick={() => void handleResend()}
      >
        {isLoading ? 'Sending...' : 'Resend verification email'}
      </Button>
      <FormMessage feedback={feedback} />
    </Stack>
  );
}

export function ProfileSection() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <SettingsSection title="Profile Information" description="Your name and how we reach you.">
      {user && !user.emailVerified && <UnverifiedEmail email={user.email} />}
      {/* Keyed by user: the form starts from the saved profile of whoever is signed in. */}
      {user && <ProfileForm key={user.id} user={user} />}
    </SettingsSection>
  );
}
