import { PlaceholderPage } from '@/components/PlaceholderPage';

export function GuidePage() {
  return (
    <PlaceholderPage
      title="Local SEO Guide"
      description="Six short chapters, from setting up your Google business profile to a local content plan."
    />
  );
}
