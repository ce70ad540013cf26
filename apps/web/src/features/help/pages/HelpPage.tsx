import { PlaceholderPage } from '@/components/PlaceholderPage';

export function HelpPage() {
  return (
    <PlaceholderPage
      title="Help & Support"
      description="Help topics, answers to common questions, system status and a way to reach us."
    />
  );
}
