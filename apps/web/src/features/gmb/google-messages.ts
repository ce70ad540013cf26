import type { TGoogleSource } from '@app/contracts';

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
