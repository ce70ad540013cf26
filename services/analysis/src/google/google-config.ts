import type { TGoogleSource } from '@app/contracts';
import { env } from '../config/env';

// Where a connected business's data comes from: labelled "Google sandbox" when the sandbox stands in.
export const googleSource = (): TGoogleSource => (env.GOOGLE_SANDBOX_URL ? 'google-sandbox' : 'google');

export const googleConfigured = (): boolean => Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

// Roots of the Business Profile APIs (configuration: the sandbox in local mode and tests).
export type TGoogleUrls = {
  // My Business API v4 (reviews, replies)
  myBusiness: string;
  performance: string;
  businessInformation: string;
  accountManagement: string;
  notifications: string;
};

export const googleUrls = (): TGoogleUrls => ({
  myBusiness: env.GOOGLE_MY_BUSINESS_URL,
  performance: env.GOOGLE_PERFORMANCE_URL,
  businessInformation: env.GOOGLE_BUSINESS_INFORMATION_URL,
  accountManagement: env.GOOGLE_ACCOUNT_MANAGEMENT_URL,
  notifications: env.GOOGLE_NOTIFICATIONS_URL,
});

// A URL under one of the roots: `apiUrl(urls.myBusiness, 'v4/accounts/1/locations/2/reviews')`.
export const apiUrl = (root: string, path: string): string => new URL(path.replace(/^\/+/, ''), root.endsWith('/') ? root : `${root}/`).toString();

// gaxios (under google-auth-library and the @googleapis clients) would load node-fetch through a
// dynamic import(), which Jest's CommonJS runtime cannot run: every client uses Node's own fetch.
export const transporterOptions = { fetchImplementation: fetch, timeout: env.GOOGLE_API_TIMEOUT_MS };
