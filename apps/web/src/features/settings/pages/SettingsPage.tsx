import { PlaceholderPage } from '@/components/PlaceholderPage';

export function SettingsPage() {
  return (
    <PlaceholderPage
      title="Settings"
      description="Your profile, business details, notification preferences, security and data."
    />
  );
}
