import { z } from 'zod';
import { ZBackgroundRun } from './analysis';
import { defineEvent, defineRequest } from './message';

// docs/product.md §2 Reviews / §3 Review: reviews per business, AI-suggested replies, review settings.

export const REVIEW_PLATFORMS = ['Google', 'Yelp', 'Facebook', 'TripAdvisor'] as const;
export type TReviewPlatform = (typeof REVIEW_PLATFORMS)[number];

// docs/product.md §4 Review: pending (no response text) becomes responded when a response is sent.
export const REVIEW_STATUSES = ['pending', 'responded'] as const;
export type TReviewStatus = (typeof REVIEW_STATUSES)[number];

// docs/product.md §2 Reviews settings selects, with their labels word for word.
export const REVIEW_TONES = ['friendly-professional', 'casual-warm', 'formal-courteous'] as const;
export type TReviewTone = (typeof REVIEW_TONES)[number];
export const REVIEW_TONE_LABELS: Record<TReviewTone, string> = {
  'friendly-professional': 'Friendly & Professional',
  'casual-warm': 'Casual & Warm',
  'formal-courteous': 'Formal & Courteous',
};

export const AUTO_RESPOND_RULES = ['manual', 'five-star', 'positive'] as const;
export type TAutoRespondRule = (typeof AUTO_RESPOND_RULES)[number];
export const AUTO_RESPOND_LABELS: Record<TAutoRespondRule, string> = {
  manual: 'Manual approval',
  'five-star': '5-star only',
  positive: 'All positive (4-5 stars)',
};

// Whether a review of this rating is answered automatically under the rule (issue 9).
export const autoRespondApplies = (rule: TAutoRespondRule, rating: number): boolean =>
  rule === 'five-star' ? rating === 5 : rule === 'positive' ? rating >= 4 : false;

// docs/product.md §8: sending a reply without a suggestion uses this text.
export const DEFAULT_REVIEW_RESPONSE = 'Thank you for your feedback!';
// docs/product.md §9: the Reviews page shows 20 reviews a page.
export const REVIEWS_PAGE_SIZE = 20;
export const REVIEW_LIMITS = { reviewerName: 120, reviewText: 5000, responseText: 2000, externalId: 200, pageSizeMax: 100 } as const;

// Event `reviews.review.received`: a review arrived (demo seed, an import, a listing integration).
// `externalId` is the platform's id of the review: redelivery of the same review stores it once.
export const ZReviewReceivedEvent = z.object({
  businessId: z.uuid(),
  externalId: z.string().trim().min(1).max(REVIEW_LIMITS.externalId),
  platform: z.enum(REVIEW_PLATFORMS),
  reviewerName: z.string().trim().min(1).max(REVIEW_LIMITS.reviewerName),
  rating: z.number().int().min(1).max(5),
  reviewText: z.string().trim().max(REVIEW_LIMITS.reviewText),
  reviewDate: z.iso.datetime(),
  // A reply the owner already posted on the platform (an import): stored as responded, no suggestion.
  response: z
    .object({ text: z.string().trim().min(1).max(REVIEW_LIMITS.responseText), date: z.iso.datetime() })
    .optional(),
});
export type TReviewReceivedEvent = z.infer<typeof ZReviewReceivedEvent>;

// Event `reviews.reply.submitted` (key: reviewId): the owner (or auto-respond) sent a reply to a
// Google review; analysis publishes it on Google. `revision` grows with every new reply text or
// retry, so an older outcome never overwrites a newer one.
export const ZReplySubmittedEvent = z.object({
  businessId: z.uuid(),
  reviewId: z.uuid(),
  externalId: z.string().min(1).max(REVIEW_LIMITS.externalId),
  text: z.string().min(1).max(REVIEW_LIMITS.responseText),
  revision: z.number().int().positive(),
});
export type TReplySubmittedEvent = z.infer<typeof ZReplySubmittedEvent>;

// Where a stored review comes from: the generated sample set, an import event
// (reviews.review.received), or the owner's connected Google Business Profile (real Google or the
// local Google sandbox, which the UI labels "Google sandbox").
export const REVIEW_SOURCES = ['sample', 'imported', 'google', 'google-sandbox'] as const;
export type TReviewSource = (typeof REVIEW_SOURCES)[number];

// Where publishing the owner's reply on Google stands (Google reviews only): publishing (sent, or a
// retry is scheduled after `reason`), published (Google has it), failed (`reason` says why; the
// owner can retry).
export const ZReplyPublication = z.object({
  state: z.enum(['publishing', 'published', 'failed']),
  reason: z.string().nullable(),
  updatedAt: z.string(),
});
export type TReplyPublication = z.infer<typeof ZReplyPublication>;

// docs/product.md §3 Review, plus what the page shows around it.
export const ZReview = z.object({
  id: z.uuid(),
  reviewerName: z.string(),
  platform: z.enum(REVIEW_PLATFORMS),
  rating: z.number().int(),
  reviewDate: z.string(),
  reviewText: z.string(),
  responseText: z.string().nullable(),
  responseDate: z.string().nullable(),
  aiSuggestedResponse: z.string().nullable(),
  // 'pending' while the worker drafts it, 'failed' when every attempt failed.
  suggestionStatus: z.enum(['pending', 'ready', 'failed']),
  status: z.enum(REVIEW_STATUSES),
  respondedAutomatically: z.boolean(),
  // Why auto-respond kept this reply for the owner (it failed the output check), else null.
  autoReplyHeld: z.string().nullable(),
  isSample: z.boolean(),
  source: z.enum(REVIEW_SOURCES),
  // Google reviews with a reply: where its publication on Google stands; null otherwise.
  replyPublication: ZReplyPublication.nullable(),
});
export type TReview = z.infer<typeof ZReview>;

export const ZReviewSettings = z.object({
  tone: z.enum(REVIEW_TONES),
  autoRespond: z.enum(AUTO_RESPOND_RULES),
});
export type TReviewSettings = z.infer<typeof ZReviewSettings>;

// Query of GET /api/reviews (docs/product.md §3 Reviews query filters: page, limit, platform; plus status).
export const ZReviewsQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(REVIEW_LIMITS.pageSizeMax, `Limit must be at most ${REVIEW_LIMITS.pageSizeMax}`)
    .default(REVIEWS_PAGE_SIZE),
  platform: z.enum(REVIEW_PLATFORMS, { error: `Platform must be one of ${REVIEW_PLATFORMS.join(', ')}` }).optional(),
  status: z.enum(REVIEW_STATUSES, { error: 'Status must be pending or responded' }).optional(),
});
export type TReviewsQuery = z.infer<typeof ZReviewsQuery>;

// docs/product.md §4 Long actions: the business's latest 'Generate responses'. `progress` counts the
// reviews it asked a new suggestion for (done: settled, drafted or not); `failed` how many of them
// could not be drafted (every attempt failed). Running while any of them still waits; failed only
// when none could be drafted.
export const ZSuggestionRun = ZBackgroundRun.extend({ failed: z.number().int().nonnegative() });
export type TSuggestionRun = z.infer<typeof ZSuggestionRun>;

export const ZReviewsPage = z.object({
  reviews: z.array(ZReview),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  // True while the business only has the generated sample set (no real review yet).
  isSample: z.boolean(),
  // Where suggestions come from: OpenAI, or the local generator (docs/architecture.md: say so in the UI).
  aiMode: z.enum(['openai', 'local']),
  // Set when today's AI quota of the business (or the global AI budget) is spent: new suggestions
  // come from the local generator until tomorrow, and the page says so.
  aiNotice: z.string().nullable(),
  // The latest 'Generate responses' of the business, whatever page or filter is shown.
  suggestionRun: ZSuggestionRun,
});
export type TReviewsPage = z.infer<typeof ZReviewsPage>;

// POST /api/reviews/{id}/respond body (docs/product.md §3 Review response payload).
export const ZReviewRespond = z.object({
  responseText: z
    .string({ error: 'Response text is required' })
    .trim()
    .min(1, 'Response text is required')
    .max(REVIEW_LIMITS.responseText, `Response text must be at most ${REVIEW_LIMITS.responseText} characters`),
});
export type TReviewRespond = z.infer<typeof ZReviewRespond>;

export const ZReviewSettingsUpdate = ZReviewSettings.partial().refine((value) => value.tone !== undefined || value.autoRespond !== undefined, {
  message: 'Choose a tone or an auto-respond rule',
});
export type TReviewSettingsUpdate = z.infer<typeof ZReviewSettingsUpdate>;

// Request payloads of ReviewsRequests: the signed-in actor (from the token) plus the input.
const ZReviewsActor = z.object({ userId: z.uuid(), businessId: z.uuid() });
export const ZReviewsListRequest = ZReviewsActor.extend({ query: ZReviewsQuery });
export const ZReviewsRespondRequest = ZReviewsActor.extend({ reviewId: z.uuid(), response: ZReviewRespond });
export const ZReviewsSettingsGetRequest = ZReviewsActor;
export const ZReviewsSettingsUpdateRequest = ZReviewsActor.extend({ settings: ZReviewSettingsUpdate });
export const ZReviewsGenerateRequest = ZReviewsActor;
// `reviews.reply.retry`: publish again a Google reply whose publication failed.
export const ZReviewsReplyRetryRequest = ZReviewsActor.extend({ reviewId: z.uuid() });
export type TReviewsReplyRetryRequest = z.infer<typeof ZReviewsReplyRetryRequest>;
export type TReviewsListRequest = z.infer<typeof ZReviewsListRequest>;
export type TReviewsRespondRequest = z.infer<typeof ZReviewsRespondRequest>;
export type TReviewsActorRequest = z.infer<typeof ZReviewsActor>;
export type TReviewsSettingsUpdateRequest = z.infer<typeof ZReviewsSettingsUpdateRequest>;

// `queued`: the reviews the run asked a new suggestion for; `suggestionRun`: the run as it starts.
export const ZReviewsGenerated = z.object({ queued: z.number().int(), suggestionRun: ZSuggestionRun });
export type TReviewsGenerated = z.infer<typeof ZReviewsGenerated>;

// `reviews.summary` ({ businessId }): the dashboard overview's reviews block (BRIEF).
export const ZReviewsSummaryRequest = z.object({ businessId: z.uuid(), userId: z.uuid().optional() });
export const ZReviewsSummary = z.object({
  total: z.number().int(),
  // Rounded to 1 decimal, 0 when there is no review.
  averageRating: z.number(),
  // Reviews of the last 30 days.
  recentReviews: z.number().int(),
  pendingCount: z.number().int(),
  isSample: z.boolean(),
  // The review date of the oldest review without a reply (null without one); optional for callers
  // that predate it.
  oldestPendingAt: z.string().nullable().optional(),
});
export type TReviewsSummary = z.infer<typeof ZReviewsSummary>;

// Events the reviews service owns.
export const ReviewReceived = defineEvent({ topic: 'reviews.review.received', version: 1, payload: ZReviewReceivedEvent });
export const ReplySubmitted = defineEvent({ topic: 'reviews.reply.submitted', version: 1, payload: ZReplySubmittedEvent });

// Requests the reviews service answers; the BFF fills the actor from the token.
export const ReviewsRequests = {
  // The dashboard overview's reviews block, and analysis's listing and insights.
  summary: defineRequest({ topic: 'reviews.summary', request: ZReviewsSummaryRequest, reply: ZReviewsSummary, callers: ['bff', 'analysis'] }),
  list: defineRequest({ topic: 'reviews.list', request: ZReviewsListRequest, reply: ZReviewsPage }),
  respond: defineRequest({ topic: 'reviews.respond', request: ZReviewsRespondRequest, reply: ZReview }),
  settingsGet: defineRequest({ topic: 'reviews.settings.get', request: ZReviewsSettingsGetRequest, reply: ZReviewSettings }),
  settingsUpdate: defineRequest({ topic: 'reviews.settings.update', request: ZReviewsSettingsUpdateRequest, reply: ZReviewSettings }),
  // 'Generate responses': new suggestions for every pending review.
  suggestionsGenerate: defineRequest({ topic: 'reviews.suggestions.generate', request: ZReviewsGenerateRequest, reply: ZReviewsGenerated }),
  // Publish again a Google reply whose publication failed.
  replyRetry: defineRequest({ topic: 'reviews.reply.retry', request: ZReviewsReplyRetryRequest, reply: ZReview }),
} as const;
