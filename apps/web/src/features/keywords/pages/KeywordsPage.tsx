import { PlaceholderPage } from '@/components/PlaceholderPage';

export function KeywordsPage() {
  return (
    <PlaceholderPage
      title="Keyword Tracking"
      description="Where you rank on Google for the searches people make near you, and how that changes week by week."
    />
  );
}
