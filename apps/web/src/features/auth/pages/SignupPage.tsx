import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { usePageTitle } from '@/components/usePageTitle';

import { AuthCard } from '../components/AuthCard';
import { SignupForm } from '../components/SignupForm';

export function SignupPage() {
  usePageTitle('Sign Up');
  return (
    <AuthCard
      title="Start your free trial"
      subtitle="14 days free, no credit card. Set up takes about five minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="medium" ms="1">
            <RouterLink to="/login">Sign in</RouterLink>
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
