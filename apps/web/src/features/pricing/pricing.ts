import type { TPlan } from '@app/contracts';

export type BillingPeriod = 'monthly' | 'yearly';

// SPEC §9: yearly is shown as "17% off" and "save 2 months free"; both follow from the prices the
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

export const formatDollars = (amount: number): string =>
  `$${amount.toLocaleString('en-US', { maximumFractionDigits: amount % 1 === 0 ? 0 : 2, minimumFractionDigits: amount % 1 === 0 ? 0 : 2 })}`;
