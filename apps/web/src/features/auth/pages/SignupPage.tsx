import { PlaceholderPage } from '@/components/PlaceholderPage';

export function SignupPage() {
  return (
    <PlaceholderPage
      title="Start Your Free Trial"
      description="Create your account in five minutes: 14 days free, no credit card needed."
    />
  );
}
