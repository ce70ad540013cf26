import { seeded } from '../common/seeded';

export type TListingMetricsDay = { listingViews: number; websiteClicks: number; phoneCalls: number; directionRequests: number };

// Listing views per day of a typical small listing of each type, and the share of views that
// turn into each action (Google Business Profile benchmarks for local shops: a few percent click
// through to the website, about one in fifty call, and walk-in types get many direction requests).
const PROFILE: Record<string, { views: number; clicks: number; calls: number; directions: number; weekend: number }> = {
  cafe: { views: 42, clicks: 0.07, calls: 0.018, directions: 0.125, weekend: 1.25 },
  restaurant: { views: 48, clicks: 0.08, calls: 0.04, directions: 0.14, weekend: 1.35 },
  boutique: { views: 26, clicks: 0.1, calls: 0.02, directions: 0.09, weekend: 1.3 },
  gym: { views: 30, clicks: 0.09, calls: 0.03, directions: 0.06, weekend: 0.8 },
  other: { views: 20, clicks: 0.08, calls: 0.03, directions: 0.08, weekend: 1 },
};

// The modelled metrics of one business on one day (without a Google Business Profile connection, so
// the page says "estimated"): the type's typical views, busier or quieter at weekends, a steady
// per-business level (0.75-1.25×) and a day-to-day swing (±25%), all seeded by the business id and
// the day so they never change once shown.
export const modelledMetrics = (businessId: string, businessType: string, day: string): TListingMetricsDay => {
  const profile = PROFILE[businessType] ?? PROFILE.other ?? { views: 20, clicks: 0.08, calls: 0.03, directions: 0.08, weekend: 1 };
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? profile.weekend : 1;
  const level = 0.75 + seeded(businessId, 'level') * 0.5;
  const swing = 0.75 + seeded(businessId, day, 'views') * 0.5;
  const views = Math.round(profile.views * weekend * level * swing);
  // Rounded from a seeded fraction, so small expected counts average out right over a month.
  const count = (rate: number, name: string) => Math.floor(views * rate + seeded(businessId, day, name));
  return { listingViews: views, websiteClicks: count(profile.clicks, 'clicks'), phoneCalls: count(profile.calls, 'calls'), directionRequests: count(profile.directions, 'directions') };
};
