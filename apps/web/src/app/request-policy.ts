// docs/product.md §7/§9: every call times out after 30 s; a network failure is retried up to 2 more times,
// waiting 1 s and then 2 s. Shared by the app's API (api.ts) and the landing page's calls
// (enhance/public-api.ts), which carry no Redux.
export const REQUEST_TIMEOUT_MS = 30_000;
export const NETWORK_RETRIES = 2;
export const RETRY_STEP_MS = 1_000;

// Wait before retry number `attempt` (1-based): 1 s, then 2 s.
export const retryDelayMs = (attempt: number): number => attempt * RETRY_STEP_MS;
