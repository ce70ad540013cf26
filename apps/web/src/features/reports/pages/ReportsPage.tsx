import { PlaceholderPage } from '@/components/PlaceholderPage';

export function ReportsPage() {
  return (
    <PlaceholderPage
      title="Reports & Analytics"
      description="Your results over the last 7, 30 or 90 days or the last year, ready to export."
    />
  );
}
