import { PlaceholderPage } from '@/components/PlaceholderPage';

export function ContactPage() {
  return (
    <PlaceholderPage
      title="Contact Us"
      description="Send us a message or chat with Maya; a person replies within 24 hours."
    />
  );
}
