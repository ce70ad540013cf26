import { PlaceholderPage } from '@/components/PlaceholderPage';

export function ReviewsPage() {
  return (
    <PlaceholderPage
      title="AI Review Responses"
      description="Every new review in one place, with a reply drafted by AI in your tone, ready to send."
    />
  );
}
