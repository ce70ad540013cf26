import type { TServiceName } from './services';

// Topic names are stored identifiers: never derive them from code names, never rename them.
// Request/reply topics are `<service>.<verb>`; Nest answers on `<topic>.reply`.
export const REQUEST_TOPICS = {
  auth: {
    health: 'auth.health',
    signup: 'auth.signup',
    login: 'auth.login',
    refresh: 'auth.refresh',
    logout: 'auth.logout',
    me: 'auth.me',
    publicKeys: 'auth.keys',
    googleSignIn: 'auth.google.sign-in',
    sessionsList: 'auth.sessions.list',
    sessionsRevokeOthers: 'auth.sessions.revoke-others',
    profileUpdate: 'auth.profile.update',
    businessGet: 'auth.business.get',
    businessUpdate: 'auth.business.update',
    preferencesGet: 'auth.preferences.get',
    preferencesUpdate: 'auth.preferences.update',
    passwordChange: 'auth.password.change',
    passwordForgot: 'auth.password.forgot',
    passwordReset: 'auth.password.reset',
    emailVerify: 'auth.email.verify',
    emailVerificationResend: 'auth.email.verification-resend',
    twoFactorSetup: 'auth.two-factor.setup',
    twoFactorEnable: 'auth.two-factor.enable',
    twoFactorDisable: 'auth.two-factor.disable',
    dataExport: 'auth.data.export',
    accountDelete: 'auth.account.delete',
    devMailbox: 'auth.dev-mailbox.list',
    // A mail another service rendered but could not send (no SMTP): kept in the dev mailbox. chat only.
    devMailboxStore: 'auth.dev-mailbox.store',
    // Alert emails' one-click unsubscribe (alerts.ts): ZUnsubscribeRequest → ZUnsubscribeReply;
    // check only reads the signed token, unsubscribe turns its switch off. No sign-in: the token is the proof.
    unsubscribeCheck: 'auth.notifications.unsubscribe-check',
    unsubscribe: 'auth.notifications.unsubscribe',
  },
  reviews: {
    health: 'reviews.health',
    // The dashboard overview's reviews block: { total, averageRating, recentReviews } for a business.
    summary: 'reviews.summary',
    list: 'reviews.list',
    respond: 'reviews.respond',
    settingsGet: 'reviews.settings.get',
    settingsUpdate: 'reviews.settings.update',
    // 'Generate responses': new suggestions for every pending review.
    suggestionsGenerate: 'reviews.suggestions.generate',
    // Publish again a Google reply whose publication failed: { ...scope, reviewId } → ZReview.
    replyRetry: 'reviews.reply.retry',
  },
  billing: {
    health: 'billing.health',
    // The signed-in business's subscription (plan, status, limits): Billing page, sidebar, overview.
    subscriptionGet: 'billing.subscription.get',
    // The plan catalogue (ZPlanCatalogue): pricing cards, Billing page, Maya's facts.
    plansList: 'billing.plans.list',
    // { userId, businessId, planName } → Subscription (docs/product.md §7 POST /billing/update-plan).
    planUpdate: 'billing.plan.update',
    // { userId, businessId } → Subscription; access continues to the end of the period.
    cancel: 'billing.subscription.cancel',
    // { userId, businessId } → { billingHistory } (newest first).
    historyList: 'billing.history.list',
    // {} → ZStripeConfig (docs/product.md §7 GET /api/stripe/config).
    stripeConfig: 'billing.stripe.config',
    // ZCheckoutRequest → { url } of a Stripe Checkout Session.
    checkoutCreate: 'billing.checkout.create',
    // ZPortalRequest → { url } of a Stripe billing portal session.
    portalCreate: 'billing.portal.create',
    // ZStripeWebhook → { received: true }; verified, stored, applied later by a worker.
    stripeWebhook: 'billing.stripe.webhook',
  },
  chat: {
    health: 'chat.health',
    newsletterSubscribe: 'chat.newsletter.subscribe',
    ticketsCreate: 'chat.tickets.create',
    // Maya: answer one message of a conversation (docs/product.md §7 POST /api/chatbot/message).
    messageSend: 'chat.message.send',
    // A thumbs up/down on one of Maya's replies (docs/product.md §7 POST /api/chatbot/feedback).
    feedbackRecord: 'chat.feedback.record',
    // The widget's Contact Human button: hand the conversation to support (a ticket).
    conversationEscalate: 'chat.conversation.escalate',
  },
  analysis: {
    health: 'analysis.health',
    // The dashboard overview's keywords, analytics and insights blocks for a business.
    overview: 'analysis.overview',
    // Onboarding wizard state (docs/product.md §3): gmbConnected, the tracked keywords and competitors.
    onboardingGet: 'analysis.onboarding.get',
    onboardingUpdate: 'analysis.onboarding.update',
    // 6 keywords and 5 competitors fitted to the business type and city.
    onboardingSuggestions: 'analysis.onboarding.suggestions',
    keywordsList: 'analysis.keywords.list',
    keywordsAdd: 'analysis.keywords.add',
    keywordsRemove: 'analysis.keywords.remove',
    // Issue 8 (contracts in insights.ts): competitors with their figures (ZCompetitorsView).
    competitorsList: 'analysis.competitors.list',
    competitorsAdd: 'analysis.competitors.add',
    competitorsRemove: 'analysis.competitors.remove',
    // Queues an on-demand rank check of one keyword or all of a business's keywords.
    ranksCheck: 'analysis.ranks.check',
    // AI keyword suggestions (seasonal, local events, weather) for the business type and city.
    keywordSuggestions: 'analysis.suggestions.keywords',
    // The landing page's free local SEO analysis (ZLocalSeoQuery → ZLocalSeoAnalysis), for visitors.
    localSeo: 'analysis.local-seo',
    // The GMB page: ZBusinessScope → ZListing; update takes { ...scope, update: ZListingUpdate }.
    listingGet: 'analysis.listing.get',
    listingUpdate: 'analysis.listing.update',
    // Insights: list → ZInsightsView; read takes ZInsightReadRequest; refresh generates now.
    insightsList: 'analysis.insights.list',
    insightsRead: 'analysis.insights.read',
    insightsRefresh: 'analysis.insights.refresh',
    // Reports: ZAnalyticsSeriesRequest → ZAnalyticsSeries.
    analyticsSeries: 'analysis.analytics.series',
    // Google Business Profile (google.ts): analysis owns the connection and its refresh token.
    googleConnectionGet: 'analysis.google.connection.get',
    googleConnect: 'analysis.google.connect',
    googleLocationsList: 'analysis.google.locations.list',
    googleLocationPick: 'analysis.google.location.pick',
    googleDisconnect: 'analysis.google.disconnect',
    // A Pub/Sub push the BFF verified: ZGoogleNotification → { accepted }.
    googleNotification: 'analysis.google.notification',
    // Geo-grid visibility scans (visibility.ts): ZScanCreateRequest → ZScanCreated,
    // ZScanViewRequest → ZScan, ZScansListRequest → ZScanSummary[], ZScanGetRequest → ZScanCsv,
    // ZScanImportRequest → ZScanCreated, ZBusinessScope → ZAllowance | ZVisibilityConfig,
    // ZEarningsRequest → ZVisibilityEarnings.
    visibilityScanCreate: 'analysis.visibility.scan.create',
    visibilityScanGet: 'analysis.visibility.scan.get',
    visibilityScansList: 'analysis.visibility.scans.list',
    visibilityScanExport: 'analysis.visibility.scan.export',
    visibilityScanImport: 'analysis.visibility.scan.import',
    visibilityAllowance: 'analysis.visibility.allowance',
    visibilityConfig: 'analysis.visibility.config',
    visibilityEarnings: 'analysis.visibility.earnings',
    // Alerts (alerts.ts): list → ZAlertsView; read takes ZAlertReadRequest → ZAlert; read-all → ZAlertsView.
    alertsList: 'analysis.alerts.list',
    alertsRead: 'analysis.alerts.read',
    alertsReadAll: 'analysis.alerts.read-all',
  },
} as const satisfies Record<TServiceName, Record<string, string>>;

// Events are `<service>.<entity>.<past-tense>` and always travel in the envelope (envelope.ts).
export const EVENT_TOPICS = {
  userRegistered: 'auth.user.registered',
  businessUpdated: 'auth.business.updated',
  userDeleted: 'auth.user.deleted',
  reviewReceived: 'reviews.review.received',
  subscriptionChanged: 'billing.subscription.changed',
  newsletterSubscribed: 'chat.newsletter.subscribed',
  ticketCreated: 'chat.ticket.created',
  googleReviewSynced: 'analysis.google-review.synced',
  replySubmitted: 'reviews.reply.submitted',
  googleReplyUpdated: 'analysis.google-reply.updated',
  alertRaised: 'analysis.alert.raised',
} as const;

export type TEventTopic = (typeof EVENT_TOPICS)[keyof typeof EVENT_TOPICS];

// Replies: one topic per calling process, `<caller>.replies`, with a partition per instance
// (libs/service-kit's RpcClient names its own partition in each request).
export const REPLY_TOPICS = {
  bff: 'bff.replies',
  analysis: 'analysis.replies',
  chat: 'chat.replies',
} as const;
export type TRpcCaller = keyof typeof REPLY_TOPICS;

// Events a consumer gave up on (after its retries, or unreadable): one topic per consuming service.
export const deadLetterTopicOf = (service: TServiceName): string => `${service}.dead-letter`;

export const replyTopicOf = (topic: string): string => `${topic}.reply`;

export const requestTopicsOf = (service: TServiceName): string[] =>
  Object.values(REQUEST_TOPICS[service]);

export const allRequestTopics = (): string[] =>
  Object.values(REQUEST_TOPICS).flatMap((topics) => Object.values(topics));

export const healthTopicOf = (service: TServiceName): string => REQUEST_TOPICS[service].health;
