// The environment variables through which the product reaches Google, in one place: their
// meaning, the real Google value, and what the sandbox sets. With real Google credentials the
// defaults apply; `npm start` without them runs the sandbox and the product is pointed at it.
export const GOOGLE_ENV = {
  GOOGLE_SANDBOX_URL: { google: '', about: 'Set only when the Google sandbox stands in for Google: the product labels what comes from it "Google sandbox"; its control page is <url>/_sandbox/' },
  GOOGLE_CLIENT_ID: { google: '', about: 'OAuth client id (Google Cloud console; the sandbox has its own)' },
  GOOGLE_CLIENT_SECRET: { google: '', about: 'OAuth client secret' },
  GOOGLE_AUTH_URL: { google: 'https://accounts.google.com/o/oauth2/v2/auth', about: "OAuth consent (OAuth2Client endpoints.oauth2AuthBaseUrl)" },
  GOOGLE_TOKEN_URL: { google: 'https://oauth2.googleapis.com/token', about: 'Code exchange and refresh (endpoints.oauth2TokenUrl)' },
  GOOGLE_REVOKE_URL: { google: 'https://oauth2.googleapis.com/revoke', about: 'Token revocation (endpoints.oauth2RevokeUrl)' },
  GOOGLE_USERINFO_URL: { google: 'https://openidconnect.googleapis.com/v1/userinfo', about: 'OpenID userinfo (Google sign-in)' },
  GOOGLE_CERTS_URL: { google: 'https://www.googleapis.com/oauth2/v1/certs', about: 'ID-token keys as PEM by kid (endpoints.oauth2FederatedSignonPemCertsUrl: what verifyIdToken fetches in Node)' },
  GOOGLE_JWKS_URL: { google: 'https://www.googleapis.com/oauth2/v3/certs', about: 'ID-token keys as JWKS (endpoints.oauth2FederatedSignonJwkCertsUrl)' },
  GOOGLE_ACCOUNT_MANAGEMENT_URL: { google: 'https://mybusinessaccountmanagement.googleapis.com/', about: 'Account Management API v1 root (rootUrl of @googleapis/mybusinessaccountmanagement)' },
  GOOGLE_BUSINESS_INFORMATION_URL: { google: 'https://mybusinessbusinessinformation.googleapis.com/', about: 'Business Information API v1 root (rootUrl of @googleapis/mybusinessbusinessinformation)' },
  GOOGLE_MY_BUSINESS_URL: { google: 'https://mybusiness.googleapis.com/', about: 'My Business API v4 root (reviews and replies)' },
  GOOGLE_NOTIFICATIONS_URL: { google: 'https://mybusinessnotifications.googleapis.com/', about: 'Notifications API v1 root (notification settings)' },
  GOOGLE_PERFORMANCE_URL: { google: 'https://businessprofileperformance.googleapis.com/', about: 'Business Profile Performance API v1 root' },
  GOOGLE_PUBSUB_TOPIC: { google: '', about: 'Pub/Sub topic named in each account\'s notification setting (projects/<project>/topics/<topic>)' },
  GOOGLE_PUBSUB_AUDIENCE: { google: '', about: "Audience of the push subscription's OIDC token (Pub/Sub's default: the push endpoint URL)" },
  GOOGLE_PUBSUB_SERVICE_ACCOUNT: { google: '', about: 'Service account email the push subscription authenticates as (the token\'s `email` claim)' },
} as const;
export type TGoogleEnvName = keyof typeof GOOGLE_ENV;

// The values pointing the product at a sandbox at `origin`. Every API shares the sandbox's
// origin: their paths do not overlap, and googleapis-common keeps only the origin of a rootUrl.
export const googleSandboxEnv = (
  origin: string,
  client: { clientId: string; clientSecret: string },
  pubsub: { topic: string; serviceAccountEmail: string; audience?: string },
): Record<TGoogleEnvName, string> => ({
  GOOGLE_SANDBOX_URL: origin,
  GOOGLE_CLIENT_ID: client.clientId,
  GOOGLE_CLIENT_SECRET: client.clientSecret,
  GOOGLE_AUTH_URL: `${origin}/o/oauth2/v2/auth`,
  GOOGLE_TOKEN_URL: `${origin}/token`,
  GOOGLE_REVOKE_URL: `${origin}/revoke`,
  GOOGLE_USERINFO_URL: `${origin}/v1/userinfo`,
  GOOGLE_CERTS_URL: `${origin}/oauth2/v1/certs`,
  GOOGLE_JWKS_URL: `${origin}/oauth2/v3/certs`,
  GOOGLE_ACCOUNT_MANAGEMENT_URL: `${origin}/`,
  GOOGLE_BUSINESS_INFORMATION_URL: `${origin}/`,
  GOOGLE_MY_BUSINESS_URL: `${origin}/`,
  GOOGLE_NOTIFICATIONS_URL: `${origin}/`,
  GOOGLE_PERFORMANCE_URL: `${origin}/`,
  GOOGLE_PUBSUB_TOPIC: pubsub.topic,
  GOOGLE_PUBSUB_AUDIENCE: pubsub.audience ?? '',
  GOOGLE_PUBSUB_SERVICE_ACCOUNT: pubsub.serviceAccountEmail,
});
