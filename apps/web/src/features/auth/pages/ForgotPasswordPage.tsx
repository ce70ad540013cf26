import { PlaceholderPage } from '@/components/PlaceholderPage';

export function ForgotPasswordPage() {
  return (
    <PlaceholderPage
      title="Forgot Password"
      description="Enter your email address and we will send you a link to choose a new password."
    />
  );
}
