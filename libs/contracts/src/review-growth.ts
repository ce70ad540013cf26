import { z } from 'zod';
import { ZBusinessScope } from './analysis';
import { defineRequest } from './message';

// Issue 21 "Review growth" (docs/product.md §2 Reviews, "Get more reviews"): how fast the shop gets new
// reviews against its competitors, and the Google link customers use to write one. analysis owns
// both: the reviews it learns of, the competitors' daily snapshots, and the Google connection.

// Pace is measured over this many days and shown per month (30 days).
export const REVIEW_PACE_DAYS = 90;

export const ZCompetitorPace = z.object({
  name: z.string(),
  // New reviews a month from its snapshots' review counts; null with fewer than two snapshots.
  perMonth: z.number().nonnegative().nullable(),
  // Some of the counts behind the figure are the local estimate, not Google's (source 'estimate').
  estimated: z.boolean(),
});
export type TCompetitorPace = z.infer<typeof ZCompetitorPace>;

export const ZReviewPace = z.object({
  // The shop's own reviews written in the last REVIEW_PACE_DAYS days, per month; null when
  // analysis has never learnt of any review of the business.
  ownPerMonth: z.number().nonnegative().nullable(),
  competitors: z.array(ZCompetitorPace),
  // The competitor with the highest known pace; null when none has one.
  leaderName: z.string().nullable(),
  leaderPerMonth: z.number().nonnegative().nullable(),
  // max(0, leader - own) rounded up to whole reviews; null when either figure is missing.
  gapPerMonth: z.number().int().nonnegative().nullable(),
});
export type TReviewPace = z.infer<typeof ZReviewPace>;

export const ZReviewGrowth = z.object({
  shopName: z.string(),
  // Google's "write a review" link of the connected location; null without a connected location.
  reviewLink: z.string().nullable(),
  placeId: z.string().nullable(),
  pace: ZReviewPace,
});
export type TReviewGrowth = z.infer<typeof ZReviewGrowth>;

export const ReviewGrowthRequests = {
  // The Reviews page's "Get more reviews" card (GET /api/reviews/growth).
  get: defineRequest({ topic: 'analysis.reviews.growth', request: ZBusinessScope, reply: ZReviewGrowth }),
} as const;
