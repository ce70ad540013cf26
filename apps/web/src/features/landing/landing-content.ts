// The landing page's words, in one place. Plan prices and limits are NOT here: they come from the
// billing service (pricing.enhance.ts). Plan names are the pricing cards' (docs/product.md §9: the spec's FAQ
// said Starter/Growth/Professional; the product has one set of names).

export const BENEFITS = [
  {
    title: 'Set up in 5 minutes',
    text: 'Connect your Google business profile, pick a few keywords and the shops you compete with. No agency, no spreadsheet.',
  },
  {
    title: 'Made for one street, not a thousand',
    text: 'We track the searches that bring people through your door: "oat latte near me", not national vanity keywords.',
  },
  {
    title: 'Plain words, clear next steps',
    text: '"#3 on Google Maps for oat latte — up 2 since last week." Every number comes with what it means and what to do.',
  },
  {
    title: 'Priced for a single shop',
    text: 'A monthly plan a corner cafe can afford, a 14-day free trial and no credit card to start. Cancel anytime.',
  },
] as const;

// Benefits and enterprise comparison (docs/product.md §2 section 3).
export const COMPARISON = {
  columns: ['Nearbly', 'Enterprise SEO suites'] as const,
  rows: [
    { label: 'Setup time', ours: '5 minutes', theirs: 'Days of onboarding calls' },
    { label: 'Built for', ours: 'One to ten local shops', theirs: 'Agencies and national brands' },
    {
      label: 'Seasonal and local-event keywords',
      ours: 'Suggested every week',
      theirs: 'Do it yourself',
    },
    {
      label: 'Neighbourhood competitor tracking',
      ours: 'Included',
      theirs: 'Add-on or custom setup',
    },
    { label: 'AI replies to reviews', ours: 'Included on Local Chain', theirs: 'Rarely offered' },
    { label: 'Contract', ours: 'Monthly, cancel anytime', theirs: 'Annual contract' },
  ],
} as const;

// AI features: seasonal cards (docs/product.md §2 section 4).
export const SEASONAL_CARDS = [
  {
    season: 'Winter',
    headline: 'Hot drinks and holiday gifts',
    keywords: ['hot chocolate near me', 'holiday gift shop', 'new year gym membership'],
  },
  {
    season: 'Spring',
    headline: 'Patios, brunch and fresh starts',
    keywords: ['cafe with outdoor seating', 'easter brunch', 'spring dresses boutique'],
  },
  {
    season: 'Summer',
    headline: 'Iced coffee and festival weekends',
    keywords: ['iced coffee near me', 'cold brew downtown', 'farmers market this weekend'],
  },
  {
    season: 'Fall',
    headline: 'Pumpkin spice and back to school',
    keywords: ['pumpkin spice latte', 'study cafe with wifi', 'fall fashion boutique'],
  },
] as const;

export const AI_FEATURES = [
  {
    title: 'Seasonal keyword suggestions',
    text: 'What people nearby will search for next month, before your competitors notice.',
  },
  {
    title: 'Local events and weather',
    text: 'A street fair, a heat wave, a game night: we suggest the searches they bring.',
  },
  {
    title: 'Foot traffic correlation',
    text: 'See which rankings line up with busier days, so you know what is worth the effort.',
  },
] as const;

// The 3-step how-it-works.
export const HOW_IT_WORKS = [
  {
    step: 1,
    title: 'Connect your Google business profile',
    text: 'Sign in with Google and pick your listing. It takes about a minute.',
  },
  {
    step: 2,
    title: 'Choose keywords and competitors',
    text: 'Start from our suggestions for your kind of shop and neighbourhood, then adjust.',
  },
  {
    step: 3,
    title: 'Get your weekly plan',
    text: 'Rankings, reviews to answer and two or three things to do this week. First insights within 24 hours.',
  },
] as const;

export const COMMUNITY = [
  {
    title: 'The Local SEO Guide',
    text: 'Six short chapters, from your Google profile to a local content plan.',
    to: '/guide',
    cta: 'Read the guide',
  },
  {
    title: 'The Nearbly blog',
    text: 'Case studies and seasonal tips from shops like yours (coming soon).',
    to: '/blog',
    cta: 'Visit the blog',
  },
  {
    title: 'Talk to us',
    text: 'A real person answers within 24 hours. Tell us what your shop needs next.',
    to: '/contact',
    cta: 'Contact us',
  },
] as const;

// docs/product.md §8: the FAQ accordion. Plan names are the pricing cards'.
export const FAQ = [
  {
    question: 'Do I need a credit card to start the free trial?',
    answer:
      'No. The 14-day free trial starts on Growing Local with every feature it includes and no credit card. Pick a plan before it ends to keep your data flowing.',
  },
  {
    question: 'Which plan is right for my shop?',
    answer:
      'Single Shop is for one location that wants its Google listing and keyword rankings in order. Growing Local adds AI keyword suggestions and competitor analysis for up to 3 locations. Local Chain covers up to 10 locations with AI review responses, reporting and priority support.',
  },
  {
    question: 'How often are my rankings updated?',
    answer:
      'Weekly on Single Shop and daily on Growing Local and Local Chain. Reports come monthly on Single Shop, weekly on Growing Local and daily on Local Chain.',
  },
  {
    question: 'How long does setup take?',
    answer:
      'About 5 minutes: connect your Google business profile, choose a few keywords and the competitors down the street. Your first insights arrive within 24 hours.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from the Billing page and your access continues until the end of the period you paid for. New subscriptions also have a 30-day money-back guarantee.',
  },
  {
    question: 'Will this work for my kind of business?',
    answer:
      'Nearbly is built for brick-and-mortar shops people search for nearby: cafes, boutiques, gyms, restaurants and other local businesses.',
  },
] as const;

// Interactive demo (docs/product.md §2 section 6): the spec's sample figures of the demo account.
export const DEMO_OVERVIEW = [
  { label: 'Keywords tracked', value: '25' },
  { label: 'Average rank', value: '3.2' },
  { label: 'In the top 3', value: '12' },
  { label: 'Listing views', value: '1,247' },
] as const;

export const DEMO_KEYWORDS = [
  { keyword: 'coffee shop near me', rank: 2, change: '+1' },
  { keyword: 'oat latte downtown', rank: 3, change: '+2' },
  { keyword: 'best espresso austin', rank: 7, change: '0' },
  { keyword: 'cafe with wifi', rank: 9, change: '+3' },
  { keyword: 'pumpkin spice latte', rank: 14, change: '-2' },
  { keyword: 'breakfast sandwich near me', rank: 21, change: 'new' },
] as const;

export const DEMO_INSIGHTS = [
  {
    priority: 'High',
    title: 'Pumpkin spice season is starting',
    text: 'Searches for "pumpkin spice latte" near you rose 40% in two weeks. Add it to your listing and post a photo this week.',
  },
  {
    priority: 'Medium',
    title: 'A competitor added 30 photos',
    text: 'Bean There moved above you for "cafe with wifi". Fresh photos of your seating and menu close the gap.',
  },
  {
    priority: 'Low',
    title: '3 reviews are waiting for a reply',
    text: 'Answering within a day keeps your rating visible. Suggested replies are ready.',
  },
] as const;
