import { z } from 'zod';
import { ZBackgroundRun, ZBusinessScope, ZFiguresSource } from './analysis';

// Issue 8: competitors with their figures, the listing and its optimisation score, insights and the
// analytics series behind Reports. Messages are the ones the user sees.

// ---------------------------------------------------------------------------------------------
// Competitors (docs/product.md §3 Competitor: id, name, address, averageRating, totalReviews, estimatedTraffic)
// ---------------------------------------------------------------------------------------------

// Where a competitor's figures come from: SerpApi's Google Maps results when configured, otherwise
// a deterministic local estimate (the page says which, never passing estimates off as data).
export const COMPETITOR_SOURCES = ['serpapi', 'estimate'] as const;
export type TCompetitorSource = (typeof COMPETITOR_SOURCES)[number];

export const ZCompetitor = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string().nullable(),
  averageRating: z.number().min(0).max(5).nullable(),
  totalReviews: z.number().int().nonnegative().nullable(),
  // Estimated monthly visits from search (a modelled figure, labelled as such on the page).
  estimatedTraffic: z.number().int().nonnegative().nullable(),
  // Rating now minus the rating ~30 days ago (null without an older snapshot).
  ratingChange: z.number().nullable(),
  source: z.enum(COMPETITOR_SOURCES).nullable(),
  lastCheckedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TCompetitor = z.infer<typeof ZCompetitor>;

export const ZCompetitorsView = z.object({
  competitors: z.array(ZCompetitor),
  // The plan's competitor limit (billing.subscription.changed), for "2 of 5" on the page.
  limit: z.number().int().nonnegative(),
});
export type TCompetitorsView = z.infer<typeof ZCompetitorsView>;

// ---------------------------------------------------------------------------------------------
// Listing (GMB page): sample data until the Google Business Profile integration exists.
// ---------------------------------------------------------------------------------------------

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00');
export const ZOpeningHours = z.object({ day: z.enum(WEEKDAYS), opens: hhmm, closes: hhmm }).refine((row) => row.opens < row.closes, {
  error: 'Closing time must be after opening time',
  path: ['closes'],
});
export type TOpeningHours = z.infer<typeof ZOpeningHours>;

export const LISTING_LIMITS = { name: 120, address: 200, phone: 30, website: 300, description: 750, categories: 10, category: 60, photos: 10_000 } as const;

export const LISTING_MESSAGES = {
  nameRequired: 'Business name is required',
  phoneInvalid: 'Please enter a valid phone number',
  websiteInvalid: 'Please enter a valid website address starting with http:// or https://',
  descriptionTooLong: `A description can be at most ${LISTING_LIMITS.description} characters`,
  tooManyCategories: `Choose at most ${LISTING_LIMITS.categories} categories`,
  duplicateDay: 'Each day can appear only once in opening hours',
} as const;

// The fields the owner edits on the GMB page (all optional: a PATCH).
export const ZListingUpdate = z
  .object({
    name: z.string().trim().min(1, LISTING_MESSAGES.nameRequired).max(LISTING_LIMITS.name),
    address: z.string().trim().max(LISTING_LIMITS.address),
    phone: z
      .string()
      .trim()
      .max(LISTING_LIMITS.phone)
      .regex(/^$|^\+?[0-9 ().-]{7,}$/, LISTING_MESSAGES.phoneInvalid)
      .nullable(),
    website: z
      .string()
      .trim()
      .max(LISTING_LIMITS.website)
      .regex(/^$|^https?:\/\/[^\s.]+\.[^\s]+$/i, LISTING_MESSAGES.websiteInvalid)
      .nullable(),
    description: z.string().trim().max(LISTING_LIMITS.description, LISTING_MESSAGES.descriptionTooLong).nullable(),
    categories: z.array(z.string().trim().min(1).max(LISTING_LIMITS.category)).max(LISTING_LIMITS.categories, LISTING_MESSAGES.tooManyCategories),
    hours: z.array(ZOpeningHours).refine((rows) => new Set(rows.map((row) => row.day)).size === rows.length, LISTING_MESSAGES.duplicateDay),
    photosCount: z.number().int().nonnegative().max(LISTING_LIMITS.photos),
  })
  .partial()
  .strict();
export type TListingUpdate = z.infer<typeof ZListingUpdate>;

// One recommendation of the checklist; done ones count towards the score.
export const ZListingTask = z.object({
  id: z.string(), // stable: 'phone', 'website', 'hours', 'description', 'categories', 'photos', 'reviews-replied', ...
  label: z.string(),
  detail: z.string(),
  points: z.number().int().positive(),
  done: z.boolean(),
});
export type TListingTask = z.infer<typeof ZListingTask>;

// Where the listing's fields come from: sample data, or the connected Google Business Profile
// location (from Google itself or from the local Google sandbox, labelled "Google sandbox").
export const LISTING_SOURCES = ['sample', 'google', 'google-sandbox'] as const;
export const ZListingSource = z.enum(LISTING_SOURCES);
export type TListingSource = z.infer<typeof ZListingSource>;

export const ZListing = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  categories: z.array(z.string()),
  hours: z.array(ZOpeningHours),
  photosCount: z.number().int().nonnegative(),
  reviews: z.object({ total: z.number().int().nonnegative(), averageRating: z.number().nonnegative(), pendingCount: z.number().int().nonnegative() }),
  // 0-100: the sum of the done tasks' points (the points of all tasks add up to 100).
  score: z.number().int().min(0).max(100),
  checklist: z.array(ZListingTask),
  // True while the listing is sample data (no Google Business Profile connection yet).
  isSample: z.boolean(),
  // Absent in replies older than the Google connection: read as 'sample'.
  source: ZListingSource.optional(),
  updatedAt: z.string(),
});
export type TListing = z.infer<typeof ZListing>;
// `analysis.listing.update`'s payload.
export const ZListingUpdateRequest = ZBusinessScope.extend({ update: ZListingUpdate });

// ---------------------------------------------------------------------------------------------
// Insights (docs/product.md §3 Insight)
// ---------------------------------------------------------------------------------------------

export const INSIGHT_TYPES = ['seasonal', 'competitor', 'trend', 'optimization', 'other'] as const;
export type TInsightType = (typeof INSIGHT_TYPES)[number];
export const INSIGHT_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TInsightPriority = (typeof INSIGHT_PRIORITIES)[number];

// What the insight's button does: a route in the app (the keyword, the review, the listing task).
export const ZInsightAction = z.object({ label: z.string(), href: z.string().startsWith('/') });
export type TInsightAction = z.infer<typeof ZInsightAction>;

export const ZInsight = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: z.enum(INSIGHT_TYPES),
  priority: z.enum(INSIGHT_PRIORITIES),
  impactScore: z.number().int().min(0).max(100),
  actionRecommended: z.string(),
  action: ZInsightAction,
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type TInsight = z.infer<typeof ZInsight>;

// GET /api/dashboard/insights: newest situation first, high priority before low.
export const ZInsightsView = z.object({
  insights: z.array(ZInsight),
  unreadCount: z.number().int().nonnegative(),
  generatedAt: z.string().nullable(),
  // The business's latest on-demand refresh (_Refresh_): running, or how it ended (no progress).
  refresh: ZBackgroundRun,
});
export type TInsightsView = z.infer<typeof ZInsightsView>;

// PATCH /api/dashboard/insights/:id/read: one insight of the business, marked read.
export const ZInsightReadRequest = ZBusinessScope.extend({ id: z.uuid() });

// BullMQ queue that imports a connected business's daily figures and search keywords from Google's
// Business Profile Performance API: on connect, and daily (the sweep) for every connected business.
export const GOOGLE_PERFORMANCE_QUEUE = 'google-performance';
export const GOOGLE_PERFORMANCE_JOBS = { sweep: 'sweep', import: 'import' } as const;

// ---------------------------------------------------------------------------------------------
// Analytics series (GET /api/analytics/data?startDate&endDate&metric) and Reports
// ---------------------------------------------------------------------------------------------

export const ANALYTICS_METRICS = ['listingViews', 'websiteClicks', 'phoneCalls', 'directionRequests', 'averageRank', 'reviews'] as const;
export type TAnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

export const ANALYTICS_LIMITS = { maxDays: 366 } as const;
export const ANALYTICS_MESSAGES = {
  dateInvalid: 'Dates must be written YYYY-MM-DD',
  rangeReversed: 'startDate must be on or before endDate',
  rangeTooLong: `Choose a period of at most ${ANALYTICS_LIMITS.maxDays} days`,
  metricUnknown: `metric must be one of ${ANALYTICS_METRICS.join(', ')}`,
} as const;

// Query: both dates optional (default: the last 30 of the business's own days, ending with its
// today); metric optional
// (default: all). The BFF validates with this schema and answers 400 with the message.
export const ZAnalyticsQuery = z
  .object({
    startDate: z.iso.date({ error: ANALYTICS_MESSAGES.dateInvalid }).optional(),
    endDate: z.iso.date({ error: ANALYTICS_MESSAGES.dateInvalid }).optional(),
    metric: z.enum(ANALYTICS_METRICS, { error: ANALYTICS_MESSAGES.metricUnknown }).optional(),
  })
  .strict();
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

// One day. Counting metrics are integers; averageRank is null on a day without a ranked check.
export const ZAnalyticsPoint = z.object({
  date: z.iso.date(),
  listingViews: z.number().int().nonnegative(),
  websiteClicks: z.number().int().nonnegative(),
  phoneCalls: z.number().int().nonnegative(),
  directionRequests: z.number().int().nonnegative(),
  averageRank: z.number().positive().nullable(),
  reviews: z.number().int().nonnegative(),
});
export type TAnalyticsPoint = z.infer<typeof ZAnalyticsPoint>;

export const ZAnalyticsTotals = z.object({
  listingViews: z.number().int().nonnegative(),
  websiteClicks: z.number().int().nonnegative(),
  phoneCalls: z.number().int().nonnegative(),
  directionRequests: z.number().int().nonnegative(),
  // Mean of the days' averageRank that are not null, rounded to one decimal; null if none.
  averageRank: z.number().positive().nullable(),
  reviews: z.number().int().nonnegative(),
});
export type TAnalyticsTotals = z.infer<typeof ZAnalyticsTotals>;

export const ZAnalyticsSeries = z.object({
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  metrics: z.array(z.enum(ANALYTICS_METRICS)),
  // One point per day from startDate to endDate inclusive (days without data are zeros).
  series: z.array(ZAnalyticsPoint),
  totals: ZAnalyticsTotals,
  // The same-length period just before, for "+12% vs previous period".
  previousTotals: ZAnalyticsTotals,
  // True when listing views/clicks/calls/directions are modelled (no Google Business Profile yet).
  isEstimated: z.boolean(),
  // Where those four come from, and the newest day Google has published (null for estimates):
  // the days after it have no figures yet (zeros in `series`, empty cells in the CSV).
  source: ZFiguresSource,
  latestDay: z.iso.date().nullable(),
});
export type TAnalyticsSeries = z.infer<typeof ZAnalyticsSeries>;
// Without dates: the last 30 of the business's days (only the analysis service knows its timezone).
export const ZAnalyticsSeriesRequest = ZBusinessScope.extend({
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
  metric: z.enum(ANALYTICS_METRICS).optional(),
}).refine((request) => (request.startDate === undefined) === (request.endDate === undefined), { message: 'Give both dates or neither' });
