import { z } from 'zod';
import {
  ZAnalysisOverview,
  ZBusinessScope,
  ZCompetitorsAddRequest,
  ZItemRemoveRequest,
  ZKeywordsAddRequest,
  ZKeywordSuggestions,
  ZKeywordsView,
  ZNamedItem,
  ZOnboardingState,
  ZOnboardingSuggestions,
  ZOnboardingUpdateRequest,
  ZOverviewRequest,
  ZRankCheckQueued,
  ZRankCheckRequest,
  ZTrackedKeyword,
} from './analysis';
import {
  ZAnalyticsSeries,
  ZAnalyticsSeriesRequest,
  ZCompetitorsView,
  ZInsight,
  ZInsightReadRequest,
  ZInsightsView,
  ZListing,
  ZListingUpdateRequest,
} from './insights';
import { ZLocalSeoAnalysis, ZLocalSeoQuery } from './local-seo';
import { defineRequest, ZAcknowledged } from './message';

// The analysis service's requests (its Google connection, geo-grid scans and alerts are in
// google.ts, visibility.ts and alerts.ts). Apart from the health probe and the public local SEO
// analysis, each acts for the signed-in owner: the BFF fills `userId` and `businessId` from the
// verified access token. A file of its own because insights.ts builds on analysis.ts.

export const ZKeywordsAdded = z.object({ added: z.array(ZTrackedKeyword) });
export type TKeywordsAdded = z.infer<typeof ZKeywordsAdded>;
export const ZCompetitorsAdded = z.object({ added: z.array(ZNamedItem) });
export type TCompetitorsAdded = z.infer<typeof ZCompetitorsAdded>;

export const AnalysisRequests = {
  // The service's dependencies and queues, for the BFF's health monitor.
  // The dashboard overview's business, keywords, competitors, analytics, insights and activity blocks.
  overview: defineRequest({ topic: 'analysis.overview', request: ZOverviewRequest, reply: ZAnalysisOverview }),
  // Onboarding wizard state (docs/product.md §3): gmbConnected, the tracked keywords and competitors.
  onboardingGet: defineRequest({ topic: 'analysis.onboarding.get', request: ZBusinessScope, reply: ZOnboardingState }),
  onboardingUpdate: defineRequest({ topic: 'analysis.onboarding.update', request: ZOnboardingUpdateRequest, reply: ZOnboardingState }),
  // 6 keywords and 5 competitors fitted to the business type and city.
  onboardingSuggestions: defineRequest({ topic: 'analysis.onboarding.suggestions', request: ZBusinessScope, reply: ZOnboardingSuggestions }),
  keywordsList: defineRequest({ topic: 'analysis.keywords.list', request: ZBusinessScope, reply: ZKeywordsView }),
  // Within the plan's keyword limit; no duplicates.
  keywordsAdd: defineRequest({ topic: 'analysis.keywords.add', request: ZKeywordsAddRequest, reply: ZKeywordsAdded }),
  keywordsRemove: defineRequest({ topic: 'analysis.keywords.remove', request: ZItemRemoveRequest, reply: ZAcknowledged }),
  // Competitors with their figures.
  competitorsList: defineRequest({ topic: 'analysis.competitors.list', request: ZBusinessScope, reply: ZCompetitorsView }),
  competitorsAdd: defineRequest({ topic: 'analysis.competitors.add', request: ZCompetitorsAddRequest, reply: ZCompetitorsAdded }),
  competitorsRemove: defineRequest({ topic: 'analysis.competitors.remove', request: ZItemRemoveRequest, reply: ZAcknowledged }),
  // Queues an on-demand rank check of one keyword or of all the business's keywords.
  ranksCheck: defineRequest({ topic: 'analysis.ranks.check', request: ZRankCheckRequest, reply: ZRankCheckQueued }),
  // AI keyword ideas (seasonal, local events, weather, Google searches): the model may take a while.
  keywordSuggestions: defineRequest({ topic: 'analysis.suggestions.keywords', request: ZBusinessScope, reply: ZKeywordSuggestions, timeoutMs: 20_000 }),
  // The landing page's free local SEO analysis, for visitors (no account).
  localSeo: defineRequest({ topic: 'analysis.local-seo', request: ZLocalSeoQuery, reply: ZLocalSeoAnalysis }),
  // The GMB page's listing with its score and checklist.
  listingGet: defineRequest({ topic: 'analysis.listing.get', request: ZBusinessScope, reply: ZListing }),
  listingUpdate: defineRequest({ topic: 'analysis.listing.update', request: ZListingUpdateRequest, reply: ZListing }),
  insightsList: defineRequest({ topic: 'analysis.insights.list', request: ZBusinessScope, reply: ZInsightsView }),
  insightsRead: defineRequest({ topic: 'analysis.insights.read', request: ZInsightReadRequest, reply: ZInsight }),
  // Generates the business's insights now and answers the new view.
  insightsRefresh: defineRequest({ topic: 'analysis.insights.refresh', request: ZBusinessScope, reply: ZInsightsView, timeoutMs: 15_000 }),
  // Reports' daily series.
  analyticsSeries: defineRequest({ topic: 'analysis.analytics.series', request: ZAnalyticsSeriesRequest, reply: ZAnalyticsSeries }),
} as const;
