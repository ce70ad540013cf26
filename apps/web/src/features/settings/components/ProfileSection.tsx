import { Button, Field, Input, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { useState } from 'react';

import { useAppSelector } from '@/app/hooks';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';
import { selectCurrentUser } from '@/features/auth/auth.slice';
import type { User } from '@/features/auth/auth.types';

import { SETTINGS_MESSAGES } from '../settings-messages';
import { useUpdateProfileMutation, type ProfileUpdate } from '../settings.api';
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
  const [values, setValues] = useState<ProfileUpdate>({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
  });
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);

  async function handleSubmit(event: { preventDefault: () => void }) {
    event.preventDefault();
    setFeedback(null);
    try {
      await updateProfile(values).unwrap();
      setFeedback({ kind: 'success', message: SETTINGS_MESSAGES.profileSaved });
    } catch (error) {
      setFeedback(saveFailure(SETTINGS_MESSAGES.profileFailed, error));
    }
  }

  return (
    <chakra.form onSubmit={(event) => void handleSubmit(event)} aria-label="Profile information">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {FIELDS.map((field) => (
            <Field.Root key={field.name} required={field.name !== 'phone'}>
              <Field.Label>{field.label}</Field.Label>
              <Input
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.name]: event.target.value }))
                }
              />
            </Field.Root>
          ))}
        </SimpleGrid>
        <FormMessage feedback={feedback} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </chakra.form>
  );
}

export function ProfileSection() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <SettingsSection title="Profile Information" description="Your name and how we reach you.">
      {/* Keyed by user: the form starts from the saved profile of whoever is signed in. */}
      {user && <ProfileForm key={user.id} user={user} />}
    </SettingsSection>
  );
}
