import { AlertRaised, AlertsRequests } from './alerts';
import { AnalysisRequests } from './analysis-requests';
import { BusinessUpdated, UserDeleted, UserRegistered } from './auth';
import { AuthRequests } from './auth-requests';
import { BillingRequests, SubscriptionChanged } from './billing';
import { ChatRequests } from './chat';
import { GoogleReplyUpdated, GoogleRequests, GoogleReviewSynced } from './google';
import { EchoRequests, HealthRequests } from './health';
import type { TEventContract, TRequestContract } from './message';
import { NewsletterSubscribed } from './newsletter';
import { ReviewGrowthRequests } from './review-growth';
import { ReplySubmitted, ReviewReceived, ReviewsRequests } from './reviews';
import { TicketCreated } from './support';
import { VisibilityRequests } from './visibility';
import { WeeklyPlanReady, WeeklyPlanRequests } from './weekly-plan';

// Every request and event of the system, per context: the kit creates their topics, tests skip
// their backlog, and tools/k8s-check checks the Kafka manifests against them. A new contract is
// added here (docs/contributing.md, Adding a message), one line per context.
export const REQUESTS: readonly TRequestContract[] = [
  ...Object.values(HealthRequests),
  ...Object.values(EchoRequests),
  ...Object.values(AlertsRequests),
  ...Object.values(AnalysisRequests),
  ...Object.values(AuthRequests),
  ...Object.values(BillingRequests),
  ...Object.values(ChatRequests),
  ...Object.values(GoogleRequests),
  ...Object.values(ReviewsRequests),
  ...Object.values(ReviewGrowthRequests),
  ...Object.values(VisibilityRequests),
  ...Object.values(WeeklyPlanRequests),
];

export const EVENTS: readonly TEventContract[] = [
  AlertRaised,
  BusinessUpdated,
  GoogleReplyUpdated,
  GoogleReviewSynced,
  NewsletterSubscribed,
  ReplySubmitted,
  ReviewReceived,
  SubscriptionChanged,
  TicketCreated,
  UserDeleted,
  UserRegistered,
  WeeklyPlanReady,
];
