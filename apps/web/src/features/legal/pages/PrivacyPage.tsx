import { PlaceholderPage } from '@/components/PlaceholderPage';

export function PrivacyPage() {
  return (
    <PlaceholderPage
      title="Privacy Policy"
      description="How Nearbly collects, uses and protects the information about you and your business."
    />
  );
}
