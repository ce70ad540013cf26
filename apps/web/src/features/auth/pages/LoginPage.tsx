import { Link } from '@chakra-ui/react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';

import { useAppSelector } from '@/app/hooks';
import { usePageTitle } from '@/components/usePageTitle';

import { selectAuthStatus } from '../auth.slice';
import { AuthCard } from '../components/AuthCard';
import { GoogleTwoFactorForm } from '../components/GoogleTwoFactorForm';
import { LoginForm } from '../components/LoginForm';
import { DEFAULT_RETURN_TO, safeReturnTo } from '../return-to';

export function LoginPage() {
  usePageTitle('Sign In');
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo')) ?? DEFAULT_RETURN_TO;
  const status = useAppSelector(selectAuthStatus);
  const googlePendingId = params.get('google2fa');

  // Already signed in: straight on to where the link was going.
  if (status === 'authenticated') {
    return <Navigate to={returnTo} replace />;
  }

  if (googlePendingId) {
    return (
      <AuthCard title="One more step" subtitle="Your account uses two-factor authentication. Enter your code to finish signing in with Google.">
        <GoogleTwoFactorForm pendingId={googlePendingId} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to see how people nearby are finding your shop."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="medium" ms="1">
            <RouterLink to="/signup">Sign up</RouterLink>
          </Link>
        </>
      }
    >
      <LoginForm returnTo={returnTo} />
    </AuthCard>
  );
}
