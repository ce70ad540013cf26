import type { TPlan, TPlanCatalogue } from '@app/contracts';

// The product's own facts Maya answers from (docs/product.md §1 claims and policies, §2 Guide, §9). Plans
// and prices are not here: they come from billing's catalogue (billing.plans.list).
export const POLICY_FACTS = {
  setupMinutes: 5,
  moneyBackDays: 30,
  refundBusinessDays: '5-10',
  priceChangeNoticeDays: 30,
  uptimeTarget: '99.9%',
  supportReplyHours: 24,
  businessHoursReply: '2-4 hours',
  accountDeletionHours: 24,
  firstInsightsHours: 24,
  yearlyDiscount: '17%',
} as const;

// docs/product.md §2 Guide: six chapters with their reading times in minutes.
export const GUIDE_CHAPTERS = [
  { title: 'Getting Started with Local SEO', minutes: 15 },
  { title: 'Setting Up Google My Business', minutes: 20 },
  { title: 'Local Keyword Research', minutes: 25 },
  { title: 'Building Local Citations', minutes: 30 },
  { title: 'Managing Online Reviews', minutes: 20 },
  { title: 'Local Content Strategy', minutes: 35 },
] as const;

// docs/product.md §1 Features, in the owner's words.
export const FEATURES = [
  'keyword tracking (where you rank for searches near you)',
  'Google Business Profile (GMB) optimisation',
  'competitor tracking in your neighbourhood',
  'review management with AI-suggested replies',
  'reports',
  'AI insights (seasonal, local event and weather keyword ideas)',
] as const;

export type TProductFacts = {
  supportEmail: string;
  // null when billing could not be asked: Maya then says she cannot quote prices right now.
  catalogue: TPlanCatalogue | null;
};

export const dollars = (amount: number): string => `$${amount.toLocaleString('en-US')}`;

export const planLine = (plan: TPlan): string => {
  const locations = `${plan.limits.locations} location${plan.limits.locations === 1 ? '' : 's'}`;
  const popular = plan.mostPopular ? ' (most popular)' : '';
  return `${plan.name}${popular}: ${dollars(plan.priceMonthly)}/month or ${dollars(plan.priceYearly)}/year, ${locations}, ${plan.limits.keywords} keywords, ${plan.limits.competitors} competitors; includes ${plan.features.join(', ')}`;
};

export const guideLine = (): string =>
  GUIDE_CHAPTERS.map((chapter, index) => `${index + 1}. ${chapter.title} (${chapter.minutes} min)`).join('; ');

// The facts as plain lines: the OpenAI system prompt's knowledge section.
export const factSheet = (facts: TProductFacts): string[] => {
  const { catalogue } = facts;
  const trialDays = catalogue?.trialDays ?? 14;
  return [
    catalogue
      ? `Plans (US dollars): ${catalogue.plans.map(planLine).join(' | ')}. Extra location ${dollars(catalogue.extraLocationMonthly)}/month. Yearly billing saves ${POLICY_FACTS.yearlyDiscount} (2 months free).`
      : 'Plan prices could not be loaded right now: do not quote any price; point to the Pricing section of the home page or the Billing page.',
    `Free trial: ${trialDays} days on Growing Local, no credit card needed. Setup takes about ${POLICY_FACTS.setupMinutes} minutes: connect Google Business Profile, add at least 1 keyword, add at least 1 competitor, then the dashboard. First insights within ${POLICY_FACTS.firstInsightsHours} hours of setup.`,
    `Rank checks: weekly on Single Shop, daily on Growing Local and Local Chain.`,
    `Refunds: ${POLICY_FACTS.moneyBackDays}-day money-back guarantee; refunds arrive in ${POLICY_FACTS.refundBusinessDays} business days; annual plans are prorated on early cancellation; prices change only with ${POLICY_FACTS.priceChangeNoticeDays} days notice.`,
    `Cancel anytime from the Billing page; access continues to the end of the billing period.`,
    `Support: email ${facts.supportEmail}; we reply within ${POLICY_FACTS.supportReplyHours} hours (${POLICY_FACTS.businessHoursReply} during business hours). Phone support only on the top plan. Uptime target ${POLICY_FACTS.uptimeTarget}.`,
    `Account: profile, business details, notifications, password, two-factor sign-in, sessions, data export (a JSON file) and account deletion are in Settings; deletion completes within ${POLICY_FACTS.accountDeletionHours} hours with a confirmation email.`,
    `Features: ${FEATURES.join('; ')}.`,
    `Free Local SEO guide at /guide, 6 chapters: ${guideLine()}.`,
  ];
};
