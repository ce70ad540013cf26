import { z } from 'zod';
import { ZBusinessScope } from './analysis';
import { defineEvent, defineRequest } from './message';
import { REVIEW_LIMITS } from './reviews';

// Google Business Profile: the owner's connection, the reviews it imports and the replies it
// publishes. analysis owns the connection and the refresh token and is the only process that calls
// Google's Business Profile APIs; reviews learns about reviews and reply outcomes through events.

export const GOOGLE_BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';

// Where a connected business's data comes from: Google itself, or the local Google sandbox
// (GOOGLE_SANDBOX_URL set), which the UI labels "Google sandbox".
export const GOOGLE_SOURCES = ['google', 'google-sandbox'] as const;
export const ZGoogleSource = z.enum(GOOGLE_SOURCES);
export type TGoogleSource = z.infer<typeof ZGoogleSource>;

// not_connected: never connected or disconnected; choosing_location: consent given, the Google
// account manages several locations and the owner has not picked one; connected: syncing;
// revoked: Google answered 401 (access withdrawn on Google's side), reconnect needed.
export const GOOGLE_CONNECTION_STATUSES = ['not_connected', 'choosing_location', 'connected', 'revoked'] as const;
export const ZGoogleConnectionStatus = z.enum(GOOGLE_CONNECTION_STATUSES);

// Where the latest reviews import stands, from its checkpoint (docs/product.md §4 Long actions):
// pages of Google's list read and reviews imported so far, of the location's total when Google
// gives one.
export const ZGoogleImportProgress = z.object({
  pages: z.number().int().nonnegative(),
  imported: z.number().int().nonnegative(),
  total: z.number().int().nonnegative().nullable(),
});
export type TGoogleImportProgress = z.infer<typeof ZGoogleImportProgress>;

export const ZGoogleSync = z.object({
  state: z.enum(['idle', 'running', 'failed']),
  lastSyncedAt: z.iso.datetime().nullable(),
  // Items imported by the last (or running) sync, when known.
  imported: z.number().int().nonnegative().nullable(),
  error: z.string().nullable(),
  // The reviews import only: its latest run's checkpoint (null for the other syncs, and before
  // any import). Absent from syncs stored before it existed.
  progress: ZGoogleImportProgress.nullable().default(null),
});
export type TGoogleSync = z.infer<typeof ZGoogleSync>;

export const ZGoogleLocationChoice = z.object({
  // Google's resource name of the location: `locations/{id}`.
  name: z.string().regex(/^locations\/[A-Za-z0-9_-]+$/),
  // `accounts/{id}` managing it.
  account: z.string().regex(/^accounts\/[A-Za-z0-9_-]+$/),
  title: z.string(),
  address: z.string(),
});
export type TGoogleLocationChoice = z.infer<typeof ZGoogleLocationChoice>;

// GET /api/google/connection (and the answer of every connection change).
export const ZGoogleConnection = z.object({
  status: ZGoogleConnectionStatus,
  source: ZGoogleSource,
  googleEmail: z.string().nullable(),
  location: ZGoogleLocationChoice.nullable(),
  connectedAt: z.iso.datetime().nullable(),
  // Shown to the owner when something needs their action (revoked access, a failed sync).
  message: z.string().nullable(),
  sync: z.object({ listing: ZGoogleSync, reviews: ZGoogleSync, performance: ZGoogleSync }),
});
export type TGoogleConnection = z.infer<typeof ZGoogleConnection>;

// POST /api/google/connect { returnTo } → { authorizationUrl }: the browser goes to Google's consent
// and comes back to GET /api/google/connect/callback, which redirects to `returnTo` with
// `?google=connected|choose-location|denied|error`.
export const GOOGLE_CONNECT_RETURNS = ['/onboarding', '/settings', '/gmb'] as const;
export const ZGoogleConnectStart = z.object({
  returnTo: z.enum(GOOGLE_CONNECT_RETURNS, { error: `returnTo must be one of ${GOOGLE_CONNECT_RETURNS.join(', ')}` }).default('/onboarding'),
});
export type TGoogleConnectStart = z.infer<typeof ZGoogleConnectStart>;
export const ZGoogleConnectStarted = z.object({ authorizationUrl: z.url() });

// GET /api/google/locations → the locations the connected Google account manages.
export const ZGoogleLocations = z.object({ locations: z.array(ZGoogleLocationChoice) });
export type TGoogleLocations = z.infer<typeof ZGoogleLocations>;

// POST /api/google/location { name }: picks the location to sync.
export const ZGoogleLocationPick = z.object({
  name: z.string({ error: 'name is required' }).regex(/^locations\/[A-Za-z0-9_-]+$/, 'name must be a location name like locations/123'),
});

// RPC payloads (analysis.google.*). The authorization code travels once, from the BFF that received
// it on its callback to analysis that exchanges it; no token ever leaves analysis.
export const ZGoogleConnectRequest = ZBusinessScope.extend({
  code: z.string().min(1),
  codeVerifier: z.string().min(43).max(128),
  redirectUri: z.url(),
});
export const ZGoogleLocationPickRequest = ZBusinessScope.extend({ name: ZGoogleLocationPick.shape.name });

// A Pub/Sub push the BFF verified (OIDC token signature, audience and service account), decoded:
// the Business Profile notification inside `message.data`.
export const GOOGLE_NOTIFICATION_TYPES = ['NEW_REVIEW', 'UPDATED_REVIEW'] as const;
export const ZGoogleNotification = z.object({
  messageId: z.string().min(1),
  notificationType: z.string().min(1),
  // `accounts/{a}/locations/{l}` as Google sends it.
  locationName: z.string().min(1),
  // `accounts/{a}/locations/{l}/reviews/{r}` for review notifications.
  reviewName: z.string().optional(),
});
export type TGoogleNotification = z.infer<typeof ZGoogleNotification>;

// Event `analysis.google-review.synced` (key: businessId): the whole current state of one Google
// review, sent on import, notification and periodic sync. reviews upserts it by (business,
// externalId); the same state twice changes nothing. `reply` is the reply as it stands on Google
// (null: none, or deleted there).
export const ZGoogleReviewSyncedEvent = z.object({
  businessId: z.uuid(),
  source: ZGoogleSource,
  // Google's review name (accounts/{a}/locations/{l}/reviews/{r}): the key of the review.
  externalId: z.string().min(1).max(REVIEW_LIMITS.externalId),
  reviewerName: z.string().trim().min(1).max(REVIEW_LIMITS.reviewerName),
  rating: z.number().int().min(1).max(5),
  reviewText: z.string().max(REVIEW_LIMITS.reviewText),
  createTime: z.iso.datetime(),
  updateTime: z.iso.datetime(),
  reply: z.object({ text: z.string().max(REVIEW_LIMITS.responseText), updateTime: z.iso.datetime() }).nullable(),
  // When analysis read this state from Google. reviews ignores the reply part of a state read
  // before the owner's latest reply was settled (a page fetched while that reply was publishing).
  observedAt: z.iso.datetime().optional(),
});
export type TGoogleReviewSyncedEvent = z.infer<typeof ZGoogleReviewSyncedEvent>;
export const GoogleReviewSynced = defineEvent({ topic: 'analysis.google-review.synced', version: 1, payload: ZGoogleReviewSyncedEvent });

// `reviews.reply.submitted` (the owner's reply to publish on Google) is the reviews service's
// event: ReplySubmitted in reviews.ts.

// Event `analysis.google-reply.updated` (key: reviewId): where publishing a reply stands.
// publishing: a retry is scheduled after `reason`; published: Google has it; failed: the last retry
// failed, or Google refused it for good (`reason` says why, in the owner's words).
export const REPLY_PUBLICATION_STATES = ['publishing', 'published', 'failed'] as const;
export const ZReplyPublicationState = z.enum(REPLY_PUBLICATION_STATES);
export type TReplyPublicationState = z.infer<typeof ZReplyPublicationState>;
export const ZGoogleReplyUpdatedEvent = z.object({
  businessId: z.uuid(),
  reviewId: z.uuid(),
  revision: z.number().int().positive(),
  state: ZReplyPublicationState,
  reason: z.string().nullable(),
  at: z.iso.datetime(),
});
export type TGoogleReplyUpdatedEvent = z.infer<typeof ZGoogleReplyUpdatedEvent>;
export const GoogleReplyUpdated = defineEvent({ topic: 'analysis.google-reply.updated', version: 1, payload: ZGoogleReplyUpdatedEvent });

// Whether analysis took a notification up: false for another kind of notification or a location
// nobody connected (nothing is stored then).
export const ZGoogleNotificationAccepted = z.object({ accepted: z.boolean() });
export type TGoogleNotificationAccepted = z.infer<typeof ZGoogleNotificationAccepted>;

// A verified Pub/Sub push waits a little longer than a page's call: Pub/Sub pushes it again when
// it is not acknowledged, so a slow answer costs a redelivery, not a lost review.
const GOOGLE_NOTIFICATION_TIMEOUT_MS = 5_000;

// analysis.google.*: the Business Profile connection (analysis owns it and its refresh token).
export const GoogleRequests = {
  // The connection as the owner sees it (status, Google account, location, syncs, message).
  connectionGet: defineRequest({ topic: 'analysis.google.connection.get', request: ZBusinessScope, reply: ZGoogleConnection }),
  // The authorization code the BFF's callback received, exchanged by analysis (PKCE).
  connect: defineRequest({ topic: 'analysis.google.connect', request: ZGoogleConnectRequest, reply: ZGoogleConnection }),
  // The locations the connected Google account manages.
  locationsList: defineRequest({ topic: 'analysis.google.locations.list', request: ZBusinessScope, reply: ZGoogleLocations }),
  // The location to sync, one of those.
  locationPick: defineRequest({ topic: 'analysis.google.location.pick', request: ZGoogleLocationPickRequest, reply: ZGoogleConnection }),
  // Revokes and erases the token; imported data is kept.
  disconnect: defineRequest({ topic: 'analysis.google.disconnect', request: ZBusinessScope, reply: ZGoogleConnection }),
  // A Pub/Sub push the BFF verified: the review it names is fetched.
  notification: defineRequest({ topic: 'analysis.google.notification', request: ZGoogleNotification, reply: ZGoogleNotificationAccepted, timeoutMs: GOOGLE_NOTIFICATION_TIMEOUT_MS }),
} as const;

// analysis's queue that imports a connected location into the listing: on pick, then a periodic
// refresh (a sweep enqueues one import per connected business and interval).
export const GOOGLE_LISTING_QUEUE = 'google-listing';
export const GOOGLE_LISTING_JOBS = { sweep: 'sweep', import: 'import' } as const;

// BullMQ queue of analysis's Google reviews work (stored identifiers, like topic names): full
// imports and their sweep, single reviews named by notifications, replies published on Google.
export const GOOGLE_REVIEWS_QUEUE = 'google-reviews';
export const GOOGLE_REVIEW_JOBS = { sweep: 'sweep', import: 'import', fetch: 'fetch', reply: 'reply' } as const;
