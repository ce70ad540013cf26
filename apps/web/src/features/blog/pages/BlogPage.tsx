import { PlaceholderPage } from '@/components/PlaceholderPage';

export function BlogPage() {
  return (
    <PlaceholderPage
      title="Blog"
      description="Practical local SEO articles, case studies and seasonal tips for independent shops are on their way."
    />
  );
}
