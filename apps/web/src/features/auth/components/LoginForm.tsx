import { Button, Checkbox, Field, HStack, Link, Stack, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { FormMessage } from '@/components/FormMessage';
import { PasswordInput } from '@/components/PasswordInput';

import { useLoginMutation } from '../auth.api';
import { loginErrorMessage } from '../auth-messages';
import { GoogleButton } from './GoogleButton';
import { OrSeparator } from './AuthCard';
import { TwoFactorCodeField } from './TwoFactorCodeField';
import { EmailField } from './EmailField';

// docs/product.md §2 Login: Google, email, password (show/hide), remember me, forgot-password link. An
// account with two-factor authentication is asked for its code after the password.
export function LoginForm({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [twoFactorStep, setTwoFactorStep] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: { preventDefault: () => void }) {
    event.preventDefault();
    setError(null);
    try {
      const result = await login({
        email: email.trim(),
        password,
        rememberMe,
        ...(twoFactorStep ? { twoFactorCode: code.trim() } : {}),
      }).unwrap();
      if ('twoFactorRequired' in result) {
        setTwoFactorStep(true);
        setCode('');
        return;
      }
      void navigate(returnTo, { replace: true });
    } catch (caught) {
      setError(loginErrorMessage(caught));
    }
  }

  function useAnotherAccount() {
    setTwoFactorStep(false);
    setCode('');
    setPassword('');
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
      <chakra.form onSubmit={(event) => void handleSubmit(event)} aria-label="Sign in">
        <Stack gap="4">
          {twoFactorStep ? (
            <TwoFactorCodeField value={code} onChange={setCode} />
          ) : (
            <>
              <EmailField value={email} onChange={setEmail} />
              <Field.Root required>
                <Field.Label>Password</Field.Label>
                <PasswordInput
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Field.Root>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Checkbox.Root
                  checked={rememberMe}
                  onCheckedChange={(details) => setRememberMe(details.checked === true)}
                >
                  <Checkbox.HiddenInput name="rememberMe" />
                  <Checkbox.Control />
                  <Checkbox.Label>Remember me</Checkbox.Label>
                </Checkbox.Root>
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
