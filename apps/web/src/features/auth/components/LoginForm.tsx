import { Button, Checkbox, Field, HStack, Link, Stack, chakra } from '@chakra-ui/react';
import { ZLogin, type TLogin, type TLoginInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';

import { FormMessage } from '@/components/FormMessage';
import { PasswordInput } from '@/components/PasswordInput';

import { useLoginMutation } from '../auth.api';
import { loginErrorMessage } from '../auth-messages';
import { GoogleButton } from './GoogleButton';
import { OrSeparator } from './AuthCard';
import { TwoFactorCodeField } from './TwoFactorCodeField';
import { EmailField } from './EmailField';

const EMPTY: TLoginInput = { email: '', password: '', rememberMe: false, twoFactorCode: '' };

// docs/product.md §2 Login: Google, email, password (show/hide), remember me, forgot-password link. An
// account with two-factor authentication is asked for its code after the password.
export function LoginForm({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [twoFactorStep, setTwoFactorStep] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The login request's schema checks the form first; its messages show under the fields. The
  // email and password stay in the form during the code step, which sends them again.
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    resetField,
    formState: { errors },
  } = useForm<TLoginInput, unknown, TLogin>({
    resolver: zodResolver(ZLogin),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const rememberMe = useWatch({ control, name: 'rememberMe' });

  async function send({ twoFactorCode, ...credentials }: TLogin) {
    try {
      const result = await login({
        ...credentials,
        ...(twoFactorStep ? { twoFactorCode } : {}),
      }).unwrap();
      if ('twoFactorRequired' in result) {
        setTwoFactorStep(true);
        resetField('twoFactorCode');
        return;
      }
      void navigate(returnTo, { replace: true });
    } catch (caught) {
      setError(loginErrorMessage(caught));
    }
  }

  function useAnotherAccount() {
    setTwoFactorStep(false);
    resetField('twoFactorCode');
    resetField('password');
    setError(null);
  }

  return (
    <Stack gap="5">
      {!twoFactorStep && (
        <>
          <GoogleButton
            action="login"
            returnTo={returnTo}
            rememberMe={rememberMe}
            label="Sign in with Google"
          />
          <OrSeparator />
        </>
      )}
      <chakra.form
        onSubmit={(event) => {
          setError(null);
          void handleSubmit(send)(event);
        }}
        aria-label="Sign in"
      >
        <Stack gap="4">
          {twoFactorStep ? (
            <Controller
              control={control}
              name="twoFactorCode"
              render={({ field: { value, onChange } }) => (
                <TwoFactorCodeField value={value ?? ''} onChange={onChange} />
              )}
            />
          ) : (
            <>
              <EmailField
                {...register('email', { onChange: () => clearErrors('email') })}
                error={errors.email?.message}
              />
              <Field.Root required invalid={errors.password !== undefined}>
                <Field.Label>Password</Field.Label>
                <PasswordInput
                  autoComplete="current-password"
                  {...register('password', { onChange: () => clearErrors('password') })}
                />
                <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
              </Field.Root>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Controller
                  control={control}
                  name="rememberMe"
                  render={({ field: { name, value, onChange } }) => (
                    <Checkbox.Root
                      checked={value === true}
                      onCheckedChange={(details) => onChange(details.checked === true)}
                    >
                      <Checkbox.HiddenInput name={name} />
                      <Checkbox.Control />
                      <Checkbox.Label>Remember me</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                />
                <Link asChild fontSize="sm" color="brand.fg">
                  <RouterLink to="/forgot-password">Forgot password?</RouterLink>
                </Link>
              </HStack>
            </>
          )}
          <FormMessage feedback={error ? { kind: 'error', message: error } : null} />
          <Button type="submit" colorPalette="brand" width="full" disabled={isLoading}>
            {isLoading ? 'Signing in...' : 'Sign In'}
          </Button>
          {twoFactorStep && (
            <Button variant="ghost" size="sm" onClick={useAnotherAccount}>
              Sign in with a different account
            </Button>
          )}
        </Stack>
      </chakra.form>
    </Stack>
  );
}
