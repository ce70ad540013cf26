import {
  Button,
  Field,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  chakra,
} from '@chakra-ui/react';
import { useState } from 'react';

import { SelectField } from '@/components/SelectField';
import { errorMessageOf } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';
import { BUSINESS_TYPE_OPTIONS, TIMEZONE_OPTIONS } from '@/features/auth/account-options';
import type { Business } from '@/features/auth/auth.types';

import { SETTINGS_MESSAGES } from '../settings-messages';
import {
  useGetBusinessQuery,
  useUpdateBusinessMutation,
  type BusinessUpdate,
} from '../settings.api';
import { SettingsSection } from './SettingsSection';
import { saveFailure } from './save-failure';

function BusinessForm({ business }: { business: Business }) {
  const [updateBusiness, { isLoading }] = useUpdateBusinessMutation();
  const [values, setValues] = useState<BusinessUpdate>({
    businessName: business.businessName,
    businessType: business.businessType,
    address: business.address,
    website: business.website ?? '',
    timezone: business.timezone,
  });
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  const set = <K extends keyof BusinessUpdate>(field: K, value: BusinessUpdate[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: { preventDefault: () => void }) {
    event.preventDefault();
    setFeedback(null);
    try {
      await updateBusiness({ ...values, website: values.website.trim() }).unwrap();
      setFeedback({ kind: 'success', message: SETTINGS_MESSAGES.businessSaved });
    } catch (error) {
      setFeedback(saveFailure(SETTINGS_MESSAGES.businessFailed, error));
    }
  }

  return (
    <chakra.form onSubmit={(event) => void handleSubmit(event)} aria-label="Business information">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required>
            <Field.Label>Business name</Field.Label>
            <Input
              name="businessName"
              autoComplete="organization"
              value={values.businessName}
              onChange={(event) => set('businessName', event.target.value)}
            />
          </Field.Root>
          <SelectField
            label="Business type"
            name="businessType"
            value={values.businessType}
            onChange={(value) => set('businessType', value as BusinessUpdate['businessType'])}
            options={BUSINESS_TYPE_OPTIONS}
          />
          <Field.Root required>
            <Field.Label>Address</Field.Label>
            <Input
              name="address"
              autoComplete="street-address"
              value={values.address}
              onChange={(event) => set('address', event.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Website</Field.Label>
            <Input
              name="website"
              type="url"
              autoComplete="url"
              placeholder="https://yourshop.com"
              value={values.website}
              onChange={(event) => set('website', event.target.value)}
            />
          </Field.Root>
          <SelectField
            label="Timezone"
            name="timezone"
            value={values.timezone}
            onChange={(value) => set('timezone', value as BusinessUpdate['timezone'])}
            options={TIMEZONE_OPTIONS}
          />
        </SimpleGrid>
        <FormMessage feedback={feedback} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </chakra.form>
  );
}

export function BusinessSection() {
  const { data, error, isLoading } = useGetBusinessQuery();
  return (
    <SettingsSection
      title="Business Information"
      description="What customers see about your shop, and the timezone of your reports."
    >
      {isLoading && <Skeleton height="40" />}
      {error !== undefined && !data && (
        <FormMessage feedback={{ kind: 'error', message: errorMessageOf(error) }} />
      )}
      {data && <BusinessForm key={data.business.id} business={data.business} />}
    </SettingsSection>
  );
}
