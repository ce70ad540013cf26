// The sandbox's whole world as plain JSON (so `npm start` can keep it in a file between runs):
// Google users, Business Profile accounts and locations, reviews, notification settings, and the
// OAuth grants, codes and tokens it issued. Resource shapes follow Google's REST representations.

export const STAR_RATINGS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
export type TStarRating = (typeof STAR_RATINGS)[number];

export type TGoogleUser = {
  id: string; // the OpenID `sub`
  email: string;
  givenName: string;
  familyName: string;
  accountIds: string[]; // Business Profile accounts this user manages
};

export type TAccountType = 'PERSONAL' | 'LOCATION_GROUP' | 'USER_GROUP' | 'ORGANIZATION';

export type TAccount = {
  id: string;
  accountName: string;
  type: TAccountType;
};

export type TTimeOfDay = { hours?: number; minutes?: number };
export type TTimePeriod = { openDay: string; openTime: TTimeOfDay; closeDay: string; closeTime: TTimeOfDay };
export type TCategory = { name: string; displayName: string };

// A Business Information v1 `Location` without its `name` (derived from the id).
export type TLocationFields = {
  languageCode?: string;
  storeCode?: string;
  title?: string;
  phoneNumbers?: { primaryPhone?: string; additionalPhones?: string[] };
  categories?: { primaryCategory?: TCategory; additionalCategories?: TCategory[] };
  storefrontAddress?: {
    regionCode?: string;
    languageCode?: string;
    postalCode?: string;
    administrativeArea?: string;
    locality?: string;
    addressLines?: string[];
  };
  websiteUri?: string;
  regularHours?: { periods?: TTimePeriod[] };
  specialHours?: { specialHourPeriods?: unknown[] };
  labels?: string[];
  latlng?: { latitude: number; longitude: number };
  openInfo?: { status: string; canReopen?: boolean };
  profile?: { description?: string };
};

export type TLocation = { id: string; accountId: string; fields: TLocationFields; placeId: string };

export type TReview = {
  id: string;
  locationId: string;
  reviewer: { displayName?: string; profilePhotoUrl?: string; isAnonymous: boolean };
  starRating: TStarRating;
  comment?: string;
  createTime: string;
  updateTime: string;
  reply?: { comment: string; updateTime: string };
};

export type TNotificationSetting = { pubsubTopic: string; notificationTypes: string[] };

// One user's consent to one OAuth client: its scopes and refresh tokens. Revoking any of its
// tokens removes the whole grant, as Google does.
export type TGrant = { id: string; userId: string; clientId: string; scopes: string[]; refreshTokens: string[]; createdAt: string };

export type TAccessToken = { token: string; grantId: string; scopes: string[]; expiresAt: string };

export type TAuthorizationCode = {
  code: string;
  clientId: string;
  userId: string;
  redirectUri: string;
  scopes: string[];
  codeChallenge?: string;
  codeChallengeMethod?: string;
  offline: boolean;
  forceConsent: boolean;
  nonce?: string;
  expiresAt: string;
};

export type TSandboxState = {
  version: 1;
  seededAt: string;
  users: TGoogleUser[];
  accounts: TAccount[];
  locations: TLocation[];
  reviews: TReview[];
  notificationSettings: Record<string, TNotificationSetting>;
  grants: TGrant[];
  accessTokens: TAccessToken[];
  codes: TAuthorizationCode[];
  counter: number; // feeds ids minted after the seed
};
