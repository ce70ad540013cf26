import { PlaceholderPage } from '@/components/PlaceholderPage';

export function GmbPage() {
  return (
    <PlaceholderPage
      title="GMB Integration"
      description="Your Google business listing, its optimisation score and what to improve next."
    />
  );
}
