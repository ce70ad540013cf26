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
    twoFactorSetup: 'auth.two-factor.setup',
    twoFactorEnable: 'auth.two-factor.enable',
    twoFactorDisable: 'auth.two-factor.disable',
    dataExport: 'auth.data.export',
    accountDelete: 'auth.account.delete',
    devMailbox: 'auth.dev-mailbox.list',
  },
  reviews: { health: 'reviews.health' },
  billing: { health: 'billing.health' },
  chat: { health: 'chat.health', newsletterSubscribe: 'chat.newsletter.subscribe', ticketsCreate: 'chat.tickets.create' },
  analysis: { health: 'analysis.health' },
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
} as const;

export type TEventTopic = (typeof EVENT_TOPICS)[keyof typeof EVENT_TOPICS];

export const replyTopicOf = (topic: string): string => `${topic}.reply`;

export const requestTopicsOf = (service: TServiceName): string[] =>
  Object.values(REQUEST_TOPICS[service]);

export const allRequestTopics = (): string[] =>
  Object.values(REQUEST_TOPICS).flatMap((topics) => Object.values(topics));

export const healthTopicOf = (service: TServiceName): string => REQUEST_TOPICS[service].health;
