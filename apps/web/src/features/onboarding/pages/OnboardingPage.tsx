import { PlaceholderPage } from '@/components/PlaceholderPage';

export function OnboardingPage() {
  return (
    <PlaceholderPage
      title="Set Up Your Shop"
      description="Connect your Google business profile, choose your keywords and name your competitors in about five minutes."
    />
  );
}
