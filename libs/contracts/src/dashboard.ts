import { z } from 'zod';
import { ZActivityItem, ZAnalysisOverview } from './analysis';
import { ZSubscription } from './billing';
import { ZReviewsSummary } from './reviews';

// docs/product.md §3 Dashboard overview, as GET /api/dashboard/overview answers it: aggregated by the BFF from
// analysis.overview, reviews.summary and billing.subscription.get. A block whose service did not
// answer is null and named in `unavailable`, so the page can say so.
export const OVERVIEW_SOURCES = ['analysis', 'reviews', 'billing'] as const;
export type TOverviewSource = (typeof OVERVIEW_SOURCES)[number];

export const ZDashboardOverview = z.object({
  isDemo: z.boolean(),
  business: ZAnalysisOverview.shape.business.nullable(),
  keywords: ZAnalysisOverview.shape.keywords.nullable(),
  competitors: ZAnalysisOverview.shape.competitors.nullable(),
  analytics: ZAnalysisOverview.shape.analytics.nullable(),
  insights: ZAnalysisOverview.shape.insights.nullable(),
  onboarding: ZAnalysisOverview.shape.onboarding.nullable(),
  recentActivity: z.array(ZActivityItem),
  // reviews.summary's reply: the one schema of a business's reviews figures.
  reviews: ZReviewsSummary.nullable(),
  subscription: ZSubscription.nullable(),
  unavailable: z.array(z.enum(OVERVIEW_SOURCES)),
});
export type TDashboardOverview = z.infer<typeof ZDashboardOverview>;

// docs/product.md §9 Demo overview: what an anonymous or unauthorised caller sees.
export const DEMO_OVERVIEW: TDashboardOverview = {
  isDemo: true,
  business: { id: '00000000-0000-4000-8000-000000000000', name: 'Corner Bean Coffee', type: 'cafe', city: 'Austin' },
  keywords: { total: 25, averageRank: 3.2, top3Rankings: 12, top10Rankings: 20 },
  competitors: { total: 3 },
  analytics: { googleMyBusinessViews: 1247, websiteClicks: 89, phoneCalls: 23, directionRequests: 156 },
  insights: { unreadCount: 2 },
  onboarding: { completed: true },
  recentActivity: [],
  reviews: { total: 47, averageRating: 4.6, recentReviews: 3, pendingCount: 0, isSample: false },
  subscription: null,
  unavailable: [],
};
