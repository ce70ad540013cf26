import { AlertRaised, AlertsRequests } from './alerts';
import { GoogleReplyUpdated, GoogleRequests, GoogleReviewSynced } from './google';
import type { TEventContract, TRequestContract } from './message';
import { EchoRequests, HealthRequests } from './health';
import { ReplySubmitted, ReviewReceived, ReviewsRequests } from './reviews';
import { VisibilityRequests } from './visibility';

// Every request and event of the system, per context: the kit creates their topics, tests skip
// their backlog, and tools/k8s-check checks the Kafka manifests against them. A new contract is
// added here (docs/contributing.md, Adding a message).
export const REQUESTS: readonly TRequestContract[] = [
  ...Object.values(HealthRequests),
  ...Object.values(EchoRequests),
  ...Object.values(ReviewsRequests),
  ...Object.values(GoogleRequests),
  ...Object.values(VisibilityRequests),
  ...Object.values(AlertsRequests),
];

export const EVENTS: readonly TEventContract[] = [
  GoogleReviewSynced,
  GoogleReplyUpdated,
  AlertRaised,
  ReviewReceived,
  ReplySubmitted,
];
