import { AnalysisRequests } from './analysis-requests';
import { BusinessUpdated, UserDeleted, UserRegistered } from './auth';
import { SubscriptionChanged } from './billing';
import type { TEventContract, TRequestContract } from './message';
import { ReviewReceived } from './reviews';

// Every request and event of the system, per context: the kit creates their topics, tests skip
// their backlog, and tools/k8s-check checks the Kafka manifests against them. A new contract is
// added here (docs/contributing.md, Adding a message).
export const REQUESTS: readonly TRequestContract[] = [...Object.values(AnalysisRequests)];

export const EVENTS: readonly TEventContract[] = [UserRegistered, BusinessUpdated, UserDeleted, SubscriptionChanged, ReviewReceived];
