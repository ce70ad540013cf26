import { PlaceholderPage } from '@/components/PlaceholderPage';

export function TermsPage() {
  return (
    <PlaceholderPage
      title="Terms of Service"
      description="The terms for using Nearbly, including billing, refunds and cancellation."
    />
  );
}
