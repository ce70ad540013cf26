// Where to go after signing in. Only a path on this site is accepted: it must start with one '/'
// (not '//' or '/\', which browsers read as another host) and hold no control characters, so a
// crafted link cannot send the user to another site.
export const DEFAULT_RETURN_TO = '/dashboard';

export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

// The login link that brings the user back to `path` afterwards.
export const loginPathFor = (path: string): string => `/login?returnTo=${encodeURIComponent(path)}`;
