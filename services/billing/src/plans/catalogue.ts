import type { TPlan, TPlanName } from '@app/contracts';
import type { Plan } from '../generated/prisma/client';

// docs/product.md §9 business constants that are not per plan.
export const TRIAL_DAYS = 14;
export const TRIAL_PLAN: TPlanName = 'Growing Local';
export const EXTRA_LOCATION_MONTHLY_CENTS = 1_000;

export const dollars = (cents: number): number => cents / 100;

export const limitsOf = (plan: Plan): TPlan['limits'] => ({
  locations: plan.locationLimit,
  keywords: plan.keywordLimit,
  competitors: plan.competitorLimit,
});

export const toPlan = (plan: Plan): TPlan => ({
  name: plan.name as TPlanName,
  priceMonthly: dollars(plan.priceMonthlyCents),
  priceYearly: dollars(plan.priceYearlyCents),
  limits: limitsOf(plan),
  features: plan.features,
  mostPopular: plan.mostPopular,
});
