import type { TPlanCatalogue } from '@app/contracts';

// docs/product.md §9's catalogue, as billing seeds it: the unit tests' stand-in for billing.plans.list.
export const SPEC_CATALOGUE: TPlanCatalogue = {
  currency: 'usd',
  trialDays: 14,
  extraLocationMonthly: 10,
  plans: [
    { name: 'Single Shop', priceMonthly: 20, priceYearly: 200, limits: { locations: 1, keywords: 25, competitors: 3 }, features: ['GMB Integration', 'Keyword Tracking'], mostPopular: false },
    {
      name: 'Growing Local',
      priceMonthly: 39,
      priceYearly: 390,
      limits: { locations: 3, keywords: 100, competitors: 10 },
      features: ['GMB Integration', 'Keyword Tracking', 'AI Keyword Suggestions', 'Competitor Analysis'],
      mostPopular: true,
    },
    {
      name: 'Local Chain',
      priceMonthly: 79,
      priceYearly: 790,
      limits: { locations: 10, keywords: 500, competitors: 25 },
      features: ['GMB Integration', 'Keyword Tracking', 'AI Keyword Suggestions', 'Competitor Analysis', 'AI Review Responses', 'Reporting', 'Priority Support'],
      mostPopular: false,
    },
  ],
};
