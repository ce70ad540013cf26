// docs/product.md §4: the session (access) token lives in local storage under this key. Storage can be
// unavailable (privacy modes); then the visitor is simply signed out.
export const AUTH_TOKEN_KEY = 'auth_token';

// Refresh a little before the real expiry, so a request never leaves with a token about to lapse.
const EXPIRY_SKEW_MS = 10_000;

export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeAuthToken(token: string): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Without storage the session lasts as long as the page: nothing else to do.
  }
}

export function removeAuthToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

// The `exp` claim of a JWT in milliseconds, or null when the token cannot be read. The payload is
// base64url JSON; no signature check here, the server does that.
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(window.atob(base64));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null;
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

// A token we cannot read is left to the server to judge.
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - EXPIRY_SKEW_MS <= now;
}
