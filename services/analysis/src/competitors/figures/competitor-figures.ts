import { clamp, round1, seeded } from '../../common/seeded';
import { daysBetween } from '../../common/days';
import { normalizedText } from '../../common/text';

// A competitor's figures on one day, before the traffic model.
// categories and hours only from SerpApi (an estimate has none): Google's categories of the place,
// and its opening hours by day ('monday' → '7 AM–6 PM'), null when the answer had none.
export type TCompetitorFigures = {
  address: string | null;
  averageRating: number | null;
  totalReviews: number | null;
  source: 'serpapi' | 'estimate';
  categories?: string[] | null;
  hours?: Record<string, string> | null;
};

export type TFiguresQuery = { name: string; city: string | null; businessType: string; day: string };

// Visitors who come from search per review on the listing, by business type: review count is
// the best public proxy for footfall (a small, fairly steady share of visitors leaves a review),
// and busy walk-in types (cafes, restaurants) see more visits per review than appointment types.
const VISITS_PER_REVIEW: Record<string, number> = { cafe: 9, restaurant: 8, gym: 6, boutique: 5, other: 5 };

// estimatedTraffic, the model (labelled "estimate" on the page): monthly visits from search
//   = totalReviews × visits per review (type) × (rating / 5)²,
// as a listing's click-through in the local pack falls off quickly below the top ratings.
// Null when a figure is missing: no number is made up from nothing.
export const estimatedTraffic = (businessType: string, averageRating: number | null, totalReviews: number | null): number | null => {
  if (averageRating === null || totalReviews === null) return null;
  const perReview = VISITS_PER_REVIEW[businessType] ?? VISITS_PER_REVIEW.other ?? 5;
  return Math.round(totalReviews * perReview * (averageRating / 5) ** 2);
};

// The day the estimate's slow drift is measured from.
const EPOCH = '2024-01-01';

// The local estimate when SerpApi is not configured: seeded by the city, the business type and
// the competitor's name, so one competitor always has the same figures on a given day. The rating
// drifts slowly (a few tenths over months) and reviews accumulate, like a real listing.
export const estimateFigures = (query: TFiguresQuery): TCompetitorFigures => {
  const seed = [normalizedText(query.city ?? ''), query.businessType, normalizedText(query.name)] as const;
  const baseRating = 3.7 + seeded(...seed, 'rating') * 1.1; // 3.7 to 4.8
  const phase = seeded(...seed, 'phase') * 2 * Math.PI;
  const days = daysBetween(EPOCH, query.day);
  const drift = 0.2 * Math.sin(phase + (days / 180) * 2 * Math.PI);
  const baseReviews = 40 + Math.floor(seeded(...seed, 'reviews') * 600);
  const perWeek = 1 + seeded(...seed, 'pace') * 6;
  return {
    address: null,
    averageRating: round1(clamp(baseRating + drift, 1, 5)),
    totalReviews: baseReviews + Math.floor((Math.max(days, 0) / 7) * perWeek),
    source: 'estimate',
  };
};

// ratingChange: now minus the rating on the newest snapshot at least 30 days older; null without
// one (a competitor followed for less than a month has no change yet).
export const RATING_CHANGE_DAYS = 30;
export const ratingChange = (latest: { day: string; averageRating: number | null } | undefined, history: { day: string; averageRating: number | null }[]): number | null => {
  if (!latest || latest.averageRating === null) return null;
  const past = history
    .filter((snapshot) => snapshot.averageRating !== null && daysBetween(snapshot.day, latest.day) >= RATING_CHANGE_DAYS)
    .sort((a, b) => b.day.localeCompare(a.day))[0];
  return past?.averageRating == null ? null : round1(latest.averageRating - past.averageRating);
};
