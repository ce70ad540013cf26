import { Button, Field, Input, SimpleGrid, Skeleton, Stack, chakra } from '@chakra-ui/react';
import { ZBusinessUpdate, type TBusinessUpdateInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

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
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  // The business request's schema checks the form first (it also trims the website); its messages
  // show under the fields. The server's refusals stay in the form's alert (saveFailure).
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<TBusinessUpdateInput, unknown, BusinessUpdate>({
    resolver: zodResolver(ZBusinessUpdate),
    defaultValues: {
      businessName: business.businessName,
      businessType: business.businessType,
      address: business.address,
      website: business.website ?? '',
      timezone: business.timezone,
    },
    reValidateMode: 'onSubmit',
  });
  const registerField = (field: 'businessName' | 'address' | 'website') =>
    register(field, { onChange: () => clearErrors(field) });

  async function send(values: BusinessUpdate) {
    try {
      await updateBusiness(values).unwrap();
      setFeedback({ kind: 'success', message: SETTINGS_MESSAGES.businessSaved });
    } catch (error) {
      setFeedback(saveFailure(SETTINGS_MESSAGES.businessFailed, error));
    }
  }

  return (
    <chakra.form
      onSubmit={(event) => {
        setFeedback(null);
        void handleSubmit(send)(event);
      }}
      aria-label="Business information"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required invalid={errors.businessName !== undefined}>
            <Field.Label>Business name</Field.Label>
            <Input autoComplete="organization" {...registerField('businessName')} />
            <Field.ErrorText>{errors.businessName?.message}</Field.ErrorText>
          </Field.Root>
          <Controller
            control={control}
            name="businessType"
            render={({ field: { name, value, onChange } }) => (
              <SelectField
                label="Business type"
                name={name}
                value={value}
                onChange={(chosen) => {
                  clearErrors(name);
                  onChange(chosen);
                }}
                options={BUSINESS_TYPE_OPTIONS}
                error={errors.businessType?.message}
              />
            )}
          />
          <Field.Root required invalid={errors.address !== undefined}>
            <Field.Label>Address</Field.Label>
            <Input autoComplete="street-address" {...registerField('address')} />
            <Field.ErrorText>{errors.address?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.website !== undefined}>
            <Field.Label>Website</Field.Label>
            <Input
              type="url"
              autoComplete="url"
              placeholder="https://yourshop.com"
              {...registerField('website')}
            />
            <Field.ErrorText>{errors.website?.message}</Field.ErrorText>
          </Field.Root>
          <Controller
            control={control}
            name="timezone"
            render={({ field: { name, value, onChange } }) => (
              <SelectField
                label="Timezone"
                name={name}
                value={value}
                onChange={(chosen) => {
                  clearErrors(name);
                  onChange(chosen);
                }}
                options={TIMEZONE_OPTIONS}
                error={errors.timezone?.message}
              />
            )}
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
