import type { TPlanCatalogue } from '@app/contracts';
import { dollars, FEATURES, GUIDE_CHAPTERS, guideLine, planLine, POLICY_FACTS, type TProductFacts } from '../facts/product-facts';
import type { TTopic } from './topics';

type TAnswer = (facts: TProductFacts, text: string) => string;

const NO_PRICES = (facts: TProductFacts) =>
  `I can't load our current prices right now. You'll find them in the Pricing section of our home page and on the Billing page, or ask us at ${facts.supportEmail}.`;

// Answers that need the plan catalogue fall back to NO_PRICES when billing could not be asked.
const withCatalogue =
  (answer: (catalogue: TPlanCatalogue, facts: TProductFacts, text: string) => string): TAnswer =>
  (facts, text) =>
    facts.catalogue ? answer(facts.catalogue, facts, text) : NO_PRICES(facts);

const trialDays = (facts: TProductFacts) => facts.catalogue?.trialDays ?? 14;
const support = (facts: TProductFacts) =>
  `email ${facts.supportEmail}: we reply within ${POLICY_FACTS.supportReplyHours} hours (usually ${POLICY_FACTS.businessHoursReply} during business hours)`;

// One answer per topic, from the product facts (docs/product.md §1, §2, §9) and billing's plan catalogue.
export const LOCAL_ANSWERS: Record<TTopic, TAnswer> = {
  greeting: () =>
    "Hi! I'm Maya, Nearbly's assistant. I can help with pricing, setup, troubleshooting, billing and local SEO. What would you like to know?",
  thanks: () => "You're welcome! Is there anything else I can help you with?",
  pricing: withCatalogue(
    (catalogue) =>
      `We have ${catalogue.plans.length} plans: ${catalogue.plans.map(planLine).join('. ')}. Extra locations are ${dollars(catalogue.extraLocationMonthly)}/month each, and every plan starts with a ${catalogue.trialDays}-day free trial, no credit card needed.`,
  ),
  planDetail: withCatalogue((catalogue, _facts, text) => {
    const named = catalogue.plans.filter((plan) => text.toLowerCase().includes(plan.name.toLowerCase()));
    const plans = named.length ? named : catalogue.plans;
    return `${plans.map(planLine).join('. ')}. You can start with a ${catalogue.trialDays}-day free trial, no credit card needed.`;
  }),
  yearly: withCatalogue(
    (catalogue) =>
      `Paying yearly saves ${POLICY_FACTS.yearlyDiscount} (2 months free): ${catalogue.plans.map((plan) => `${plan.name} ${dollars(plan.priceYearly)}/year instead of ${dollars(plan.priceMonthly * 12)}`).join(', ')}. Annual plans are prorated if you cancel early.`,
  ),
  extraLocation: withCatalogue(
    (catalogue) =>
      `Each extra location is ${dollars(catalogue.extraLocationMonthly)}/month. Included locations: ${catalogue.plans.map((plan) => `${plan.name} ${plan.limits.locations}`).join(', ')}.`,
  ),
  trial: (facts) =>
    `Yes! Every new account gets a ${trialDays(facts)}-day free trial of Growing Local, with no credit card needed. Setup takes about ${POLICY_FACTS.setupMinutes} minutes, and you can pick a plan on the Billing page at any time.`,
  refund: () =>
    `We offer a ${POLICY_FACTS.moneyBackDays}-day money-back guarantee. Refunds arrive in ${POLICY_FACTS.refundBusinessDays} business days, and annual plans are prorated if you cancel early.`,
  cancel: () =>
    `You can cancel anytime from the Billing page. Your access continues to the end of the billing period, and our ${POLICY_FACTS.moneyBackDays}-day money-back guarantee still applies (refunds in ${POLICY_FACTS.refundBusinessDays} business days).`,
  invoice: () =>
    'Your invoices and payment details are on the Billing page: the billing history lists each invoice with a link, and Manage Billing opens the secure billing portal to update your card.',
  changePlan: withCatalogue(
    (catalogue) =>
      `You can change plans anytime on the Billing page. The plans: ${catalogue.plans.map((plan) => `${plan.name} ${dollars(plan.priceMonthly)}/month (${plan.limits.locations} location${plan.limits.locations === 1 ? '' : 's'})`).join(', ')}.`,
  ),
  priceChange: () =>
    `We only change prices with ${POLICY_FACTS.priceChangeNoticeDays} days notice, so you'll always know ahead of time.`,
  billing: () =>
    `Happy to help with billing! Your plan, invoices and payment details are on the Billing page, where you can also change plan or cancel anytime (access continues to the end of the billing period). We offer a ${POLICY_FACTS.moneyBackDays}-day money-back guarantee, with refunds in ${POLICY_FACTS.refundBusinessDays} business days. What would you like to know?`,
  setup: (facts) =>
    `Getting started takes about ${POLICY_FACTS.setupMinutes} minutes: 1) sign up (a ${trialDays(facts)}-day free trial, no credit card), 2) connect your Google Business Profile, 3) add at least one keyword people use to find you, 4) add at least one competitor, and you're on your dashboard. Your first insights arrive within ${POLICY_FACTS.firstInsightsHours} hours.`,
  setupTime: () =>
    `Setup takes about ${POLICY_FACTS.setupMinutes} minutes: connect your Google Business Profile, add keywords and competitors, done. First insights arrive within ${POLICY_FACTS.firstInsightsHours} hours.`,
  gmb: () =>
    'Connect your Google Business Profile in the first onboarding step (or later from the GMB page). Then Nearbly shows your listing views, website clicks, calls and direction requests, and tips to improve your profile.',
  addKeywords: () =>
    "Add keywords on the Keywords page (or during onboarding): use the words people near you search for, like 'coffee shop near me' or 'oat latte downtown'. Our AI suggests seasonal and local ideas too.",
  addCompetitors: () =>
    'Add competitors on the Competitors page (or during onboarding): the businesses near you that customers compare you with. Nearbly tracks their ratings, reviews and estimated traffic next to yours.',
  rankingsStale: (facts) =>
    `Rank checks run weekly on Single Shop and daily on Growing Local and Local Chain, so a new keyword gets its first rank after the next check. If a rank still shows no data after that, please ${support(facts)}.`,
  loginProblem: (facts) =>
    `Use 'Forgot password' on the login page (/forgot-password) to get a reset link by email. If you signed up with Google, use 'Continue with Google'. Still stuck? ${support(facts)}.`,
  pageError: (facts) =>
    `Sorry about that! Please try reloading the page, and sign out and in again if it persists. If it still doesn't work, tell us what you see: ${support(facts)}.`,
  insightsWait: () =>
    `Your first insights arrive within ${POLICY_FACTS.firstInsightsHours} hours of setup, and new ones appear as your ranks, reviews and competitors change.`,
  accountDelete: () =>
    `You can delete your account in Settings (type DELETE to confirm). Deletion completes within ${POLICY_FACTS.accountDeletionHours} hours and you'll get a confirmation email. Consider exporting your data first.`,
  dataExport: () => 'In Settings, Export Data downloads your profile, business details and preferences as a JSON file.',
  twoFactor: () => 'Turn on two-factor sign-in in Settings, Security: scan the QR code with an authenticator app and enter the 6-digit code.',
  accountChange: () =>
    'Your profile (name, email, phone), business details, notifications, password and security live in Settings. Changes save when you press Save.',
  guide: () =>
    `Our free Local SEO guide (/guide) has ${GUIDE_CHAPTERS.length} chapters: ${guideLine()}. Each has a checklist.`,
  reviews: () =>
    `Reviews matter a lot for local search: ask happy customers for a review, and reply to every review, good or bad. On the Reviews page, Nearbly suggests replies with AI. Our guide's 'Managing Online Reviews' chapter (${GUIDE_CHAPTERS[4].minutes} min) covers it.`,
  citations: () =>
    `Citations are listings of your business name, address and phone (NAP) on directories; keep them identical everywhere. Read 'Building Local Citations' (${GUIDE_CHAPTERS[3].minutes} min) in our guide.`,
  keywordResearch: () =>
    `Pick the words people near you type: your service plus your area ('bakery in Riverside'), and 'near me' searches. Nearbly suggests seasonal, local event and weather keywords. Our guide's 'Local Keyword Research' chapter (${GUIDE_CHAPTERS[2].minutes} min) goes deeper.`,
  content: () =>
    `Post about your neighbourhood, events and seasonal offers on your site and Google Business Profile. See 'Local Content Strategy' (${GUIDE_CHAPTERS[5].minutes} min) in our guide.`,
  localSeo: () =>
    `To show up higher on Google Maps: complete your Google Business Profile, collect and answer reviews, keep your name, address and phone identical everywhere, and track the keywords people near you use. Our free guide covers it in ${GUIDE_CHAPTERS.length} chapters, starting with 'Getting Started with Local SEO' (${GUIDE_CHAPTERS[0].minutes} min).`,
  supportHours: (facts) =>
    `You can ${support(facts)}, and ${POLICY_FACTS.supportReplyHours} hours on weekends. Phone support is included on the top plan.`,
  features: () => `Nearbly gives you ${FEATURES.join(', ')}. Which one would you like to know more about?`,
  uptime: () => `We target ${POLICY_FACTS.uptimeTarget} uptime, and the Help page shows the status of each part of Nearbly.`,
  unknown: (facts) =>
    `I'm not sure I understood. I can help with pricing and plans, setup, troubleshooting, billing, your account and local SEO. You can also ${support(facts)}.`,
};

// A page-specific hint for an unclear question (the widget sends the page the user is on).
const PAGE_HINTS: [RegExp, string][] = [
  [/^\/keywords/, 'On the Keywords page you can add keywords and see where you rank for each.'],
  [/^\/billing/, 'On the Billing page you can see your plan, change it or cancel.'],
  [/^\/reviews/, 'On the Reviews page you can answer reviews, with AI-suggested replies.'],
  [/^\/competitors/, 'On the Competitors page you can compare your ratings and reviews with businesses nearby.'],
  [/^\/settings/, 'In Settings you can change your profile, business details, notifications and security.'],
];

export const pageHint = (page: string): string | undefined => PAGE_HINTS.find(([pattern]) => pattern.test(page))?.[1];
