import { PlaceholderPage } from '@/components/PlaceholderPage';

export function DashboardPage() {
  return (
    <PlaceholderPage
      title="Dashboard"
      description="Your local rankings, rating, tracked keywords and visits at a glance, with recent activity and next steps."
    />
  );
}
