import type { TSigningKey } from '../oauth/signing-key';
import type { TSandboxState } from '../state/sandbox-state';

// An OAuth client registered with the sandbox. Without `redirectUris`, any loopback redirect
// (http://127.0.0.1:*, http://localhost:*) is accepted, which is what local runs and tests use.
export type TOAuthClient = { clientId: string; clientSecret: string; name: string; redirectUris?: string[] };

// The Pub/Sub topic Business Profile notifications go to and its push subscription.
export type TPushSubscription = {
  topic: string; // projects/{project}/topics/{topic}
  subscription: string; // projects/{project}/subscriptions/{subscription}
  serviceAccountEmail: string; // the `email` claim of the push's OIDC token
  pushEndpoint?: string; // where pushes go; none: notifications are recorded, not delivered
  audience?: string; // the token's `aud` (Pub/Sub's default: the push endpoint)
};

export type TPushRetry = { delaysMs: number[]; timeoutMs: number };

export type TGoogleSandboxOptions = {
  port?: number; // 0 (default): a free port
  host?: string; // 127.0.0.1 by default
  now?: () => Date;
  state?: TSandboxState; // a saved state to start from (default: the seed)
  onStateChange?: (state: TSandboxState) => void;
  signingKey?: TSigningKey; // keep the same key across restarts (default: a new one)
  clients?: TOAuthClient[];
  pubsub?: Partial<TPushSubscription>;
  pushRetry?: Partial<TPushRetry>;
  performanceDelayDays?: number;
  accessTokenLifetimeSeconds?: number;
};

export const DEFAULT_CLIENT: TOAuthClient = {
  clientId: 'nearbly-sandbox.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-nearbly-sandbox-secret',
  name: 'Nearbly',
};

export const DEFAULT_PUBSUB: TPushSubscription = {
  topic: 'projects/nearbly-sandbox/topics/business-profile-notifications',
  subscription: 'projects/nearbly-sandbox/subscriptions/business-profile-push',
  serviceAccountEmail: 'business-profile-push@nearbly-sandbox.iam.gserviceaccount.com',
};

// Pub/Sub retries an unacknowledged push with backoff; the sandbox does the same, quicker.
export const DEFAULT_PUSH_RETRY: TPushRetry = { delaysMs: [1_000, 2_000, 5_000, 10_000, 30_000, 60_000], timeoutMs: 10_000 };

// Performance figures arrive a few days late at Google: the last days have no values yet.
export const DEFAULT_PERFORMANCE_DELAY_DAYS = 3;
