import { PlaceholderPage } from '@/components/PlaceholderPage';

export function BillingPage() {
  return (
    <PlaceholderPage
      title="Billing"
      description="Your plan, usage, invoices and payment method, and the option to change plans."
    />
  );
}
