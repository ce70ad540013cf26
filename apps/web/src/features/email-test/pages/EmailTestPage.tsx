import { PlaceholderPage } from '@/components/PlaceholderPage';

export function EmailTestPage() {
  return (
    <PlaceholderPage
      title="Email Link Test"
      description="Four ways of opening an email link, with tips for when your mail app does not open."
    />
  );
}
