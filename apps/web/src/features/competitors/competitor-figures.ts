import type { TCompetitor } from '@app/contracts';

import { formatNumber } from '@/components/format-date';

// "4.6" for a rating, "—" before the first check.
export const ratingLabel = (rating: number | null): string =>
  rating === null ? '—' : rating.toFixed(1);

// The rating now against ~30 days ago: "+0.2", "-0.1", "No change"; null without an older check.
export function ratingChangeLabel(change: number | null): string | null {
  if (change === null) return null;
  const rounded = Math.round(change * 10) / 10;
  if (rounded === 0) return 'No change';
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}`;
}

export const reviewCountLabel = (total: number | null): string =>
  total === null
    ? 'No reviews known yet'
    : `${formatNumber(total)} ${total === 1 ? 'review' : 'reviews'}`;

// docs/product.md §1 "honest": a modelled figure says it is an estimate.
export function trafficLabel(competitor: Pick<TCompetitor, 'estimatedTraffic' | 'source'>): string {
  if (competitor.estimatedTraffic === null) return 'Not known yet';
  const visits = `${formatNumber(competitor.estimatedTraffic)} visits / month`;
  return competitor.source === 'estimate' ? `~${visits} (estimate)` : visits;
}

// "2 of 5 competitors tracked" on the plan.
export const usageLabel = (count: number, limit: number): string =>
  `${count} of ${limit} competitors tracked`;

export const canTrackMore = (count: number, limit: number): boolean => count < limit;
