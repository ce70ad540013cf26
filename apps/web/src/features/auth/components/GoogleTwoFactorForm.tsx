import { Button, Link, Stack, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { describeError } from '@/app/errors';
import { FormMessage } from '@/components/FormMessage';

import { useVerifyGoogleTwoFactorMutation } from '../auth.api';
import { safeReturnTo, DEFAULT_RETURN_TO } from '../return-to';
import { TwoFactorCodeField } from './TwoFactorCodeField';

// After Google, an account with two-factor authentication still proves its second factor here.
export function GoogleTwoFactorForm({ pendingId }: { pendingId: string }) {
  const navigate = useNavigate();
  const [verify, { isLoading }] = useVerifyGoogleTwoFactorMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: { preventDefault: () => void }) {
    event.preventDefault();
    setError(null);
    try {
      const result = await verify({ pendingId, code: code.trim() }).unwrap();
      void navigate(safeReturnTo(result.returnTo) ?? DEFAULT_RETURN_TO, { replace: true });
    } catch (caught) {
      setError(describeError(caught).message || 'Failed to sign in with Google');
    }
  }

  return (
    <chakra.form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="5">
        <FormMessage feedback={error ? { kind: 'error', message: error } : null} />
        <TwoFactorCodeField value={code} onChange={setCode} />
        <Button type="submit" colorPalette="brand" loading={isLoading} loadingText="Verifying..." disabled={code.trim().length < 6}>
          Verify and sign in
        </Button>
        <Link asChild color="brand.fg" fontSize="sm">
          <RouterLink to="/login">Use another account</RouterLink>
        </Link>
      </Stack>
    </chakra.form>
  );
}
