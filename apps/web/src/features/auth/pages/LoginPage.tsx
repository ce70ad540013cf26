import { PlaceholderPage } from '@/components/PlaceholderPage';

export function LoginPage() {
  return (
    <PlaceholderPage
      title="Login"
      description="Sign in with Google or with your email and password, and pick up where you left off."
    />
  );
}
