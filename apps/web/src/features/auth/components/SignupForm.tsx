import { Button, Field, Input, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { SelectField } from '@/components/SelectField';
import { describeError } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';
import { PasswordInput } from '@/components/PasswordInput';

import { PASSWORD_HINT, SIGNUP_BUSINESS_TYPE_OPTIONS } from '../account-options';
import { useSignupMutation } from '../auth.api';
import { signupErrorMessage } from '../auth-messages';
import type { SignupRequest } from '../auth.types';
import { GoogleButton } from './GoogleButton';
import { OrSeparator } from './AuthCard';

type SignupValues = Omit<SignupRequest, 'businessType'> & {
  businessType: SignupRequest['businessType'] | '';
};

const EMPTY: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  businessName: '',
  businessType: '',
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
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);

  const set = (field: keyof SignupValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const textField = (field: keyof typeof TEXT_FIELDS) => (
    <Field.Root required>
      <Field.Label>
        {TEXT_FIELDS[field].label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={field}
        type={TEXT_FIELDS[field].type}
        autoComplete={TEXT_FIELDS[field].autoComplete}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
      />
    </Field.Root>
  );

  async function handleSubmit(event: { preventDefault: () => void }) {
    event.preventDefault();
    setFeedback(null);
    const { businessType } = values;
    if (!businessType) {
      setFeedback({ kind: 'error', message: 'Please choose your business type.' });
      return;
    }
    try {
      await signup({
        ...values,
        businessType,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        businessName: values.businessName.trim(),
        businessAddress: values.businessAddress.trim(),
      }).unwrap();
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
      <chakra.form onSubmit={(event) => void handleSubmit(event)} aria-label="Create your account">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {textField('firstName')}
            {textField('lastName')}
          </SimpleGrid>
          {textField('email')}
          <Field.Root required>
            <Field.Label>
              Password
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              name="password"
              autoComplete="new-password"
              minLength={12}
              value={values.password}
              onChange={(event) => set('password')(event.target.value)}
            />
            <Field.HelperText>{PASSWORD_HINT}</Field.HelperText>
          </Field.Root>
          {textField('businessName')}
          <SelectField
            required
            label="Business type"
            name="businessType"
            placeholder="Select your business type"
            value={values.businessType}
            options={SIGNUP_BUSINESS_TYPE_OPTIONS}
            onChange={set('businessType')}
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
