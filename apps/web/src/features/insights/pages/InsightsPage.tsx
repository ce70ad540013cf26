import { PlaceholderPage } from '@/components/PlaceholderPage';

export function InsightsPage() {
  return (
    <PlaceholderPage
      title="AI Insights"
      description="Seasonal, competitor and trend suggestions, ranked by how much they could help your shop."
    />
  );
}
