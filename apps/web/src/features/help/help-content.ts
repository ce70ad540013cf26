// docs/product.md §2 Help and Support: static topics, FAQ and updates. Every article opens the matching
// chapter of the Local SEO Guide (docs/product.md §2 Guide, chapters 1-6); billing articles open the pages
// that answer them, so no link is dead.
const chapter = (n: number) => `/guide?chapter=${n}`;

export type HelpArticle = { title: string; to: string };
export type HelpTopic = { title: string; articles: readonly HelpArticle[] };

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    title: 'Getting Started',
    articles: [
      { title: 'Local SEO in five minutes', to: chapter(1) },
      { title: 'Connecting your Google business profile', to: chapter(2) },
      { title: 'Adding your first keywords', to: chapter(3) },
      { title: 'Getting your first reviews', to: chapter(5) },
    ],
  },
  {
    title: 'Keyword Tracking',
    articles: [
      { title: 'Choosing keywords people near you search for', to: chapter(3) },
      { title: 'Reading your rank colours', to: chapter(3) },
      { title: 'Why listings in local directories help', to: chapter(4) },
      { title: 'Seasonal and local event keywords', to: chapter(6) },
    ],
  },
  {
    title: 'AI Features',
    articles: [
      { title: 'Replying to reviews with AI suggestions', to: chapter(5) },
      { title: 'How AI keyword suggestions work', to: chapter(3) },
      { title: 'Turning AI insights into posts', to: chapter(6) },
      { title: 'Keeping your profile complete', to: chapter(2) },
    ],
  },
  {
    title: 'Billing & Plans',
    articles: [
      { title: 'Comparing Single Shop, Growing Local and Local Chain', to: '/billing' },
      { title: 'Your 14-day free trial', to: '/billing' },
      { title: 'Changing or cancelling your plan', to: '/billing' },
      { title: 'Refunds and the 30-day money-back guarantee', to: '/terms' },
    ],
  },
];

// docs/product.md §9: plan names are Single Shop, Growing Local and Local Chain (never the old names).
export const HELP_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Which plan is right for my shop?',
    answer:
      'Single Shop ($20/month) covers one location with Google business profile and keyword tracking. Growing Local ($39/month) covers 3 locations and adds AI keyword suggestions and competitor analysis. Local Chain ($79/month) covers 10 locations with every feature, including AI review responses, reporting and priority support.',
  },
  {
    question: 'How often are my keyword rankings checked?',
    answer:
      'Every tracked keyword is checked at least once a week, and each rank shows when it was last checked. If a check fails we say "no data this week" rather than guess.',
  },
  {
    question: 'Will Nearbly change my Google business profile?',
    answer:
      'No. Nearbly only reads your business information and never changes anything without your permission.',
  },
  {
    question: 'How soon will I see AI insights?',
    answer: 'Your first insights arrive within 24 hours of finishing setup.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from Billing whenever you like; you keep access until the end of the period you paid for, and the 30-day money-back guarantee applies.',
  },
];

export const RECENT_UPDATES: readonly { title: string; description: string }[] = [
  {
    title: 'Messages now reach a person',
    description:
      'The Still Need Help? form and the contact page create a support ticket our team answers within 24 hours.',
  },
  {
    title: 'Live system status',
    description: 'The status on this page now comes from the health checks of our services.',
  },
  {
    title: 'Clearer rank colours',
    description: 'Top 3 in green, 4-10 in yellow and above 10 in red, the same on every screen.',
  },
];
