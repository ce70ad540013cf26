import { z } from 'zod';

// Issue 7: onboarding, tracked keywords, rank history, suggestions and the overview's analysis
// blocks. Messages are the ones the user sees.

export const KEYWORD_LIMITS = { maxLength: 80, perRequest: 50 } as const;
export const COMPETITOR_LIMITS = { maxLength: 120, perRequest: 25 } as const;

export const ANALYSIS_MESSAGES = {
  keywordRequired: 'Please enter a keyword',
  keywordTooLong: `A keyword can be at most ${KEYWORD_LIMITS.maxLength} characters`,
  keywordsRequired: 'Please enter at least one keyword',
  competitorRequired: 'Please enter a competitor name',
  competitorTooLong: `A competitor name can be at most ${COMPETITOR_LIMITS.maxLength} characters`,
  competitorsRequired: 'Please enter at least one competitor',
} as const;

// A keyword as typed: trimmed, inner spaces collapsed; compared without regard to case.
export const ZKeywordText = z
  .string({ error: ANALYSIS_MESSAGES.keywordRequired })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: ANALYSIS_MESSAGES.keywordRequired, abort: true })
      .max(KEYWORD_LIMITS.maxLength, ANALYSIS_MESSAGES.keywordTooLong),
  );

export const ZCompetitorName = z
  .string({ error: ANALYSIS_MESSAGES.competitorRequired })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: ANALYSIS_MESSAGES.competitorRequired, abort: true })
      .max(COMPETITOR_LIMITS.maxLength, ANALYSIS_MESSAGES.competitorTooLong),
  );

// What the browser sends to add keywords (one or many) and competitors.
export const ZKeywordsAdd = z.object({
  keywords: z
    .array(ZKeywordText, { error: ANALYSIS_MESSAGES.keywordsRequired })
    .min(1, ANALYSIS_MESSAGES.keywordsRequired)
    .max(KEYWORD_LIMITS.perRequest, `Add at most ${KEYWORD_LIMITS.perRequest} keywords at once`),
});
export type TKeywordsAdd = z.infer<typeof ZKeywordsAdd>;

export const ZCompetitorsAdd = z.object({
  competitors: z
    .array(ZCompetitorName, { error: ANALYSIS_MESSAGES.competitorsRequired })
    .min(1, ANALYSIS_MESSAGES.competitorsRequired)
    .max(COMPETITOR_LIMITS.perRequest, `Add at most ${COMPETITOR_LIMITS.perRequest} competitors at once`),
});
export type TCompetitorsAdd = z.infer<typeof ZCompetitorsAdd>;

// docs/product.md §4 Onboarding: step 1 connects (gmbConnected), step 4 completes.
export const ZOnboardingUpdate = z
  .object({ gmbConnected: z.literal(true).optional(), completed: z.literal(true).optional() })
  .strict();
export type TOnboardingUpdate = z.infer<typeof ZOnboardingUpdate>;

export const ZNamedItem = z.object({ id: z.uuid(), name: z.string() });
export type TNamedItem = z.infer<typeof ZNamedItem>;

// docs/product.md §3 Onboarding state, saved as the user goes; keywords and competitors are the tracked ones.
export const ZOnboardingState = z.object({
  gmbConnected: z.boolean(),
  keywords: z.array(ZNamedItem),
  competitors: z.array(ZNamedItem),
  completed: z.boolean(),
});
export type TOnboardingState = z.infer<typeof ZOnboardingState>;

export const ZOnboardingSuggestions = z.object({
  keywords: z.array(z.string()),
  competitors: z.array(z.string()),
});
export type TOnboardingSuggestions = z.infer<typeof ZOnboardingSuggestions>;

export const RANK_CHECK_FREQUENCIES = ['weekly', 'daily'] as const;
export type TRankCheckFrequency = (typeof RANK_CHECK_FREQUENCIES)[number];

// ok: a position; not_ranked: not in the results checked; no_data: the check failed (never 0).
export const RANK_CHECK_STATUSES = ['ok', 'not_ranked', 'no_data'] as const;
export type TRankCheckStatus = (typeof RANK_CHECK_STATUSES)[number];

// One check of one keyword on one day.
export const ZRankPoint = z.object({
  date: z.iso.date(),
  position: z.number().int().positive().nullable(),
  status: z.enum(RANK_CHECK_STATUSES),
});
export type TRankPoint = z.infer<typeof ZRankPoint>;

export const KEYWORD_TRENDS = ['up', 'down', 'stable', 'new', 'no-data'] as const;
export type TKeywordTrend = (typeof KEYWORD_TRENDS)[number];

export const ZTrackedKeyword = z.object({
  id: z.uuid(),
  keyword: z.string(),
  position: z.number().int().positive().nullable(),
  status: z.enum(RANK_CHECK_STATUSES).nullable(),
  // Places gained since the check before (positive is better); null without two positions.
  change: z.number().int().nullable(),
  trend: z.enum(KEYWORD_TRENDS),
  lastCheckedAt: z.string().nullable(),
  history: z.array(ZRankPoint),
  createdAt: z.string(),
});
export type TTrackedKeyword = z.infer<typeof ZTrackedKeyword>;

// A long action of a business as the server knows it (docs/product.md §4): idle (never run),
// running with its progress where it is known, or its outcome. The page reads it from the server, so
// a reload shows the same thing.
export const BACKGROUND_RUN_STATES = ['idle', 'running', 'done', 'failed'] as const;
export const ZBackgroundRun = z.object({
  state: z.enum(BACKGROUND_RUN_STATES),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  progress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() }).nullable(),
  error: z.string().nullable(),
});
export type TBackgroundRun = z.infer<typeof ZBackgroundRun>;
export const IDLE_RUN: TBackgroundRun = { state: 'idle', startedAt: null, finishedAt: null, progress: null, error: null };

export const ZKeywordsView = z.object({
  keywords: z.array(ZTrackedKeyword),
  limit: z.number().int().nonnegative(),
  rankCheckFrequency: z.enum(RANK_CHECK_FREQUENCIES),
  provider: z.string(),
  lastCheckedAt: z.string().nullable(),
  // The business's latest rank check (on demand or scheduled): "Checking 3 of 5 keywords…".
  rankCheck: ZBackgroundRun,
});
export type TKeywordsView = z.infer<typeof ZKeywordsView>;

export const ZRankCheckQueued = z.object({ queued: z.number().int().nonnegative(), requestedAt: z.string() });
export type TRankCheckQueued = z.infer<typeof ZRankCheckQueued>;

// What the model (or the local generator) suggests.
export const AI_SUGGESTION_KINDS = ['seasonal', 'local-event', 'weather'] as const;
// 'google-search': a search people really found the connected business's Google profile with.
export const SUGGESTION_KINDS = [...AI_SUGGESTION_KINDS, 'google-search'] as const;
export const ZKeywordSuggestion = z.object({
  keyword: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
  reason: z.string(),
  // google-search only: the profile's impressions for this search over the months Google has
  // complete figures for (Business Profile Performance API), labelled "Google sandbox" when it stands in.
  google: z
    .object({
      source: z.enum(['google', 'google-sandbox']),
      impressions: z.number().int().nonnegative(),
      startMonth: z.string().regex(/^\d{4}-\d{2}$/),
      endMonth: z.string().regex(/^\d{4}-\d{2}$/),
    })
    .optional(),
});
export type TKeywordSuggestion = z.infer<typeof ZKeywordSuggestion>;
export const ZKeywordSuggestions = z.object({
  suggestions: z.array(ZKeywordSuggestion),
  // 'local' when OpenAI is not configured or did not answer (the UI says AI runs in local mode).
  source: z.enum(['openai', 'local']),
  // Set when today's AI quota of the business (or the global AI budget) is spent: the ideas come
  // from the local generator until tomorrow, and the page says so.
  aiNotice: z.string().nullable(),
});
export type TKeywordSuggestions = z.infer<typeof ZKeywordSuggestions>;

// Request payloads: the BFF fills the ids from the verified access token.
export const ZBusinessScope = z.object({ userId: z.uuid(), businessId: z.uuid() });
export type TBusinessScope = z.infer<typeof ZBusinessScope>;
export const ZKeywordsAddRequest = ZBusinessScope.extend(ZKeywordsAdd.shape);
export const ZCompetitorsAddRequest = ZBusinessScope.extend(ZCompetitorsAdd.shape);
export const ZItemRemoveRequest = ZBusinessScope.extend({ id: z.uuid() });
export const ZOnboardingUpdateRequest = ZBusinessScope.extend({ update: ZOnboardingUpdate });
export const ZRankCheckRequest = ZBusinessScope.extend({ keywordId: z.uuid().optional() });
// BRIEF: analysis.overview takes { businessId }; the signed-in user's id may come with it.
export const ZOverviewRequest = z.object({ businessId: z.uuid(), userId: z.uuid().optional() });
export type TOverviewRequest = z.infer<typeof ZOverviewRequest>;

// docs/product.md §3 Dashboard overview: the blocks the analysis service answers for `analysis.overview`.
export const ZActivityItem = z.object({
  id: z.string(),
  kind: z.enum(['rank-change', 'review', 'insight', 'keyword-added', 'competitor-added']),
  text: z.string(),
  occurredAt: z.string(),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;

// Where listing views, website clicks, calls and direction requests come from: modelled for a
// business without a Google connection ('estimate', labelled so), or the Business Profile
// Performance API's published days for a connected one ('google', or 'google-sandbox' when the
// local sandbox stands in). Google publishes a day about 3 days late: `latestDay` is the newest day
// it has published (null for estimates, or before the first import).
export const FIGURES_SOURCES = ['estimate', 'google', 'google-sandbox'] as const;
export const ZFiguresSource = z.enum(FIGURES_SOURCES);
export type TFiguresSource = z.infer<typeof ZFiguresSource>;

export const ZAnalysisOverview = z.object({
  business: z.object({ id: z.uuid(), name: z.string(), type: z.string(), city: z.string().nullable() }),
  keywords: z.object({
    total: z.number().int().nonnegative(),
    averageRank: z.number().nonnegative(),
    top3Rankings: z.number().int().nonnegative(),
    top10Rankings: z.number().int().nonnegative(),
  }),
  competitors: z.object({ total: z.number().int().nonnegative() }),
  analytics: z.object({
    googleMyBusinessViews: z.number().int().nonnegative(),
    websiteClicks: z.number().int().nonnegative(),
    phoneCalls: z.number().int().nonnegative(),
    directionRequests: z.number().int().nonnegative(),
    // Absent in the demo's sample overview.
    source: ZFiguresSource.optional(),
    latestDay: z.iso.date().nullable().optional(),
  }),
  insights: z.object({ unreadCount: z.number().int().nonnegative() }),
  onboarding: z.object({ completed: z.boolean() }),
  recentActivity: z.array(ZActivityItem),
});
export type TAnalysisOverview = z.infer<typeof ZAnalysisOverview>;
