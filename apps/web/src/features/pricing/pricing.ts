import type { TPlan } from '@app/contracts';

import { formatCount } from '@/components/format-count';

export type BillingPeriod = 'monthly' | 'yearly';

// docs/product.md §9: yearly is shown as "17% off" and "save 2 months free"; both follow from the prices the
// billing service sends, never typed here.
export function yearlySaving(plan: Pick<TPlan, 'priceMonthly' | 'priceYearly'>): {
  percentOff: number;
  monthsFree: number;
} {
  const fullYear = plan.priceMonthly * 12;
  if (fullYear <= 0) return { percentOff: 0, monthsFree: 0 };
  return {
    percentOff: Math.round((1 - plan.priceYearly / fullYear) * 100),
    monthsFree: Math.round(12 - plan.priceYearly / plan.priceMonthly),
  };
}

// The largest saving of the catalogue, for the toggle's label.
export function bestYearlySaving(plans: readonly TPlan[]): {
  percentOff: number;
  monthsFree: number;
} {
  return plans
    .map(yearlySaving)
    .reduce((best, saving) => (saving.percentOff > best.percentOff ? saving : best), {
      percentOff: 0,
      monthsFree: 0,
    });
}

// Whole dollars as "$20"; cents, when there are any, as "$9.50".
export const formatDollars = (amount: number): string =>
  `$${formatCount(Number.isInteger(amount) ? amount : Number(amount.toFixed(2))).replace(/\.(\d)$/, '.$10')}`;
