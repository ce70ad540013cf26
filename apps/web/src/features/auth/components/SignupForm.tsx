import { Button, Field, Input, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { ZSignup, type TSignup, type TSignupInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { SelectField } from '@/components/SelectField';
import { describeError } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';
import { PasswordInput } from '@/components/PasswordInput';

import { PASSWORD_HINT, SIGNUP_BUSINESS_TYPE_OPTIONS } from '../account-options';
import { useSignupMutation } from '../auth.api';
import { signupErrorMessage } from '../auth-messages';
import { GoogleButton } from './GoogleButton';
import { OrSeparator } from './AuthCard';

// The business type has no default: the select shows its placeholder until one is chosen.
const EMPTY: Partial<TSignupInput> = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  businessName: '',
  businessAddress: '',
};

const TEXT_FIELDS = {
  firstName: { label: 'First name', autoComplete: 'given-name', type: 'text' },
  lastName: { label: 'Last name', autoComplete: 'family-name', type: 'text' },
  email: { label: 'Email', autoComplete: 'email', type: 'email' },
  businessName: { label: 'Business name', autoComplete: 'organization', type: 'text' },
  businessAddress: { label: 'Business address', autoComplete: 'street-address', type: 'text' },
} as const;

// docs/product.md §2 Signup: every field is required; success goes to the onboarding wizard.
export function SignupForm() {
  const navigate = useNavigate();
  const [signup, { isLoading }] = useSignupMutation();
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  // The contract the BFF validates the sign-up with checks the form too: its messages are shown
  // under the fields on submit; editing a field clears its own.
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<TSignupInput, unknown, TSignup>({
    resolver: zodResolver(ZSignup),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const registerField = (field: keyof TSignupInput) =>
    register(field, { onChange: () => clearErrors(field) });

  const textField = (field: keyof typeof TEXT_FIELDS) => (
    <Field.Root required invalid={Boolean(errors[field])}>
      <Field.Label>
        {TEXT_FIELDS[field].label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type={TEXT_FIELDS[field].type}
        autoComplete={TEXT_FIELDS[field].autoComplete}
        {...registerField(field)}
      />
      <Field.ErrorText>{errors[field]?.message}</Field.ErrorText>
    </Field.Root>
  );

  async function send(values: TSignup) {
    try {
      await signup(values).unwrap();
      void navigate('/onboarding', { replace: true });
    } catch (error) {
      setFeedback({
        kind: 'error',
        message: signupErrorMessage(error),
        details: describeError(error).details,
      });
    }
  }

  return (
    <Stack gap="5">
      <GoogleButton action="signup" returnTo="/dashboard" label="Sign up with Google" />
      <OrSeparator />
      {/* noValidate: the contract's messages are shown inline, not the browser's bubbles. */}
      <chakra.form
        noValidate
        aria-label="Create your account"
        onSubmit={(event) => {
          setFeedback(null);
          void handleSubmit(send)(event);
        }}
      >
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {textField('firstName')}
            {textField('lastName')}
          </SimpleGrid>
          {textField('email')}
          <Field.Root required invalid={Boolean(errors.password)}>
            <Field.Label>
              Password
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              autoComplete="new-password"
              minLength={12}
              {...registerField('password')}
            />
            <Field.HelperText>{PASSWORD_HINT}</Field.HelperText>
            <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
          </Field.Root>
          {textField('businessName')}
          <Controller
            control={control}
            name="businessType"
            render={({ field: { name, value, onChange } }) => (
              <SelectField
                required
                label="Business type"
                name={name}
                placeholder="Select your business type"
                value={value ?? ''}
                options={SIGNUP_BUSINESS_TYPE_OPTIONS}
                error={errors.businessType?.message}
                onChange={(chosen) => {
                  clearErrors(name);
                  onChange(chosen);
                }}
              />
            )}
          />
          {textField('businessAddress')}
          <FormMessage feedback={feedback} />
          <Button type="submit" colorPalette="brand" width="full" disabled={isLoading}>
            {isLoading ? 'Creating account...' : 'Create Account'}
          </Button>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
