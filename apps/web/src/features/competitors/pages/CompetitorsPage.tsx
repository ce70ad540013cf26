import { PlaceholderPage } from '@/components/PlaceholderPage';

export function CompetitorsPage() {
  return (
    <PlaceholderPage
      title="Competitor Analysis"
      description="The shops you compete with nearby: their ratings, reviews and estimated traffic next to yours."
    />
  );
}
