import { z } from 'zod';
import { ZBusinessScope } from './analysis';
import { defineEvent, defineRequest } from './message';

// Issue 21: alerts ("notifications that act"). analysis detects and owns them (table `alerts`):
// each has a stable key, so the same situation seen twice is one alert, lands in the in-app list
// with an unread state, and is announced once with `analysis.alert.raised` for the email channel.

// What raised an alert. Stored identifiers: never rename. `visibility` is the geo-grid's share of
// local voice (SoLV) moving by 10 points or more; a new business in the grid's top 3 is a
// `competitor` alert.
export const ALERT_KINDS = ['ranking', 'review', 'review-attack', 'competitor', 'visibility'] as const;
export type TAlertKind = (typeof ALERT_KINDS)[number];

// The Settings switch (notification_preferences) each kind obeys for email; in-app is always on.
export const ALERT_SWITCH_OF = {
  ranking: 'rankingAlerts',
  review: 'newReviews',
  'review-attack': 'newReviews',
  competitor: 'competitorUpdates',
  visibility: 'rankingAlerts',
} as const satisfies Record<TAlertKind, string>;

export const ALERT_LIMITS = { title: 200, body: 2000, link: 300 } as const;

// One alert as the in-app list shows it (GET /api/notifications), newest first.
export const ZAlert = z.object({
  id: z.uuid(),
  kind: z.enum(ALERT_KINDS),
  title: z.string(),
  body: z.string(),
  // A path inside the app ('/dashboard/rankings'), where acting on the alert happens.
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type TAlert = z.infer<typeof ZAlert>;

export const ZAlertsView = z.object({
  unread: z.number().int().nonnegative(),
  items: z.array(ZAlert),
});
export type TAlertsView = z.infer<typeof ZAlertsView>;

// The in-app list shows the newest alerts up to this many.
export const ALERTS_SHOWN = 50;

export const ZAlertReadRequest = ZBusinessScope.extend({ id: z.uuid() });
export type TAlertReadRequest = z.infer<typeof ZAlertReadRequest>;

// analysis.alerts.*: the in-app list behind the header's bell.
export const AlertsRequests = {
  // The newest alerts with the unread count.
  list: defineRequest({ topic: 'analysis.alerts.list', request: ZBusinessScope, reply: ZAlertsView }),
  // Marks one alert read (NOT_FOUND for another business's).
  read: defineRequest({ topic: 'analysis.alerts.read', request: ZAlertReadRequest, reply: ZAlert }),
  // Marks every alert read; answers the list.
  readAll: defineRequest({ topic: 'analysis.alerts.read-all', request: ZBusinessScope, reply: ZAlertsView }),
} as const;

// Event analysis.alert.raised: written with the alert, only when it was new. It carries what an
// email needs (no secret; the user's address stays with auth, which looks it up by userId).
export const ZAlertRaisedEvent = z.object({
  alertId: z.uuid(),
  userId: z.uuid(),
  businessId: z.uuid(),
  kind: z.enum(ALERT_KINDS),
  title: z.string().max(ALERT_LIMITS.title),
  body: z.string().max(ALERT_LIMITS.body),
  link: z.string().max(ALERT_LIMITS.link),
  // Kind-specific details (the keyword and positions, the review's rating, ...).
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  raisedAt: z.iso.datetime(),
});
export type TAlertRaisedEvent = z.infer<typeof ZAlertRaisedEvent>;
export const AlertRaised = defineEvent({ topic: 'analysis.alert.raised', version: 1, payload: ZAlertRaisedEvent });

// ---------------------------------------------------------------------------------------------
// One-click unsubscribe (RFC 8058) from one kind of alert email: a token auth signed (HMAC-SHA256
// over the user, the switch and when it was issued), so no sign-in is needed and it cannot be forged.
// ---------------------------------------------------------------------------------------------

// weeklyReports: the weekly plan's email (weekly-plan.ts), unsubscribed the same way.
export const EMAIL_SWITCHES = ['rankingAlerts', 'newReviews', 'competitorUpdates', 'weeklyReports'] as const;
export type TAlertSwitch = (typeof EMAIL_SWITCHES)[number];
// The switch's name in Settings (docs/product.md §2 Settings), as emails and the page say it.
export const ALERT_SWITCH_LABELS = { rankingAlerts: 'Ranking Alerts', newReviews: 'New Reviews', competitorUpdates: 'Competitor Updates', weeklyReports: 'Weekly Reports' } as const satisfies Record<TAlertSwitch, string>;

export const UNSUBSCRIBE_MESSAGES = {
  invalid: 'This unsubscribe link is not valid. Change your email settings in Settings instead.',
} as const;

export const ZUnsubscribeRequest = z.object({ token: z.string({ error: UNSUBSCRIBE_MESSAGES.invalid }).min(1, UNSUBSCRIBE_MESSAGES.invalid).max(600, UNSUBSCRIBE_MESSAGES.invalid) });
export type TUnsubscribeRequest = z.infer<typeof ZUnsubscribeRequest>;
// What the link stands for (check) or what was turned off (unsubscribe).
export const ZUnsubscribeReply = z.object({ preference: z.enum(EMAIL_SWITCHES), label: z.string(), unsubscribed: z.boolean() });
export type TUnsubscribeReply = z.infer<typeof ZUnsubscribeReply>;
