import type { TGoogleSource, TGoogleSync } from '@app/contracts';

// Issue 17: what the owner reads about the Google Business Profile connection, on onboarding,
// Settings, the GMB page and the Reviews page.
export const GOOGLE_MESSAGES = {
  connect: 'Connect Google My Business',
  connecting: 'Connecting...',
  connectFailed: 'Could not reach Google. Please try again.',
  connected: 'Google Business Profile connected.',
  denied:
    'Google did not give Nearbly access, so nothing was connected. Connect again and allow access to manage your Business Profile.',
  failed: 'Connecting to Google did not work. Please try again.',
  chooseLocation: 'Your Google account manages several locations. Which one is this shop?',
  chooseLocationRequired: 'Please choose a location',
  useLocation: 'Use this location',
  locationsFailed: 'Could not load your Google locations',
  noLocations: 'Your Google account manages no location Nearbly can use.',
  changeLocation: 'Change location',
  disconnect: 'Disconnect',
  disconnectTitle: 'Disconnect Google Business Profile?',
  disconnectBody:
    'Nearbly stops syncing; what was imported stays until you delete it.',
  disconnected: 'Google Business Profile disconnected.',
  reconnect: 'Reconnect',
  revoked: 'Nearbly no longer has access to your Google Business Profile.',
  sample: 'Sample data — connect your profile',
  readOnlyPromise:
    'We only read your business information and never change anything without your permission.',
} as const;

// Where connected data comes from, as labelled everywhere it shows.
export const SOURCE_LABELS: Record<TGoogleSource, string> = {
  google: 'From Google',
  'google-sandbox': 'Google sandbox',
};

// ?google=... on the page Google's consent came back to (the BFF's callback sets it).
export const GOOGLE_RETURNS = ['connected', 'choose-location', 'denied', 'error'] as const;
export type GoogleReturn = (typeof GOOGLE_RETURNS)[number];

const reviewCount = (count: number) => `${count} review${count === 1 ? '' : 's'}`;

// docs/product.md §4 Long actions: the reviews import while it runs, from its checkpoint on the
// server (a reload says the same): reviews imported of Google's total, or so far when Google gives
// none; null before its first page.
export function reviewImportProgress(sync: TGoogleSync): string | null {
  const progress = sync.progress;
  if (sync.state !== 'running' || !progress || progress.pages === 0) return null;
  return progress.total === null
    ? `Importing reviews: ${progress.imported} so far…`
    : `Importing reviews: ${progress.imported} of ${reviewCount(progress.total)}…`;
}

// What the reviews import did, after its date: "412 reviews imported".
export const reviewsImported = (sync: TGoogleSync): string | null =>
  sync.imported === null ? null : `${reviewCount(sync.imported)} imported`;
