import { BillingRequests, SubscriptionChanged } from './billing';
import { ChatRequests } from './chat';
import type { TEventContract, TRequestContract } from './message';
import { NewsletterSubscribed } from './newsletter';
import { TicketCreated } from './support';

// Every request and event of the system, per context: the kit creates their topics, tests skip
// their backlog, and tools/k8s-check checks the Kafka manifests against them. A new contract is
// added here (docs/contributing.md, Adding a message).
export const REQUESTS: readonly TRequestContract[] = [
  ...Object.values(BillingRequests),
  ...Object.values(ChatRequests),
];

export const EVENTS: readonly TEventContract[] = [
  SubscriptionChanged,
  NewsletterSubscribed,
  TicketCreated,
];
