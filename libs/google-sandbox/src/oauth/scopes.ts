export const BUSINESS_MANAGE_SCOPE = 'https://www.googleapis.com/auth/business.manage';
export const EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';
export const PROFILE_SCOPE = 'https://www.googleapis.com/auth/userinfo.profile';
export const OPENID_SCOPE = 'openid';

// What the consent page says each scope lets the app do.
export const SCOPE_DESCRIPTIONS: Record<string, string> = {
  [OPENID_SCOPE]: 'Associate you with your personal info on Google',
  [EMAIL_SCOPE]: 'See your primary Google Account email address',
  [PROFILE_SCOPE]: 'See your personal info, including any personal info you have made publicly available',
  [BUSINESS_MANAGE_SCOPE]: 'See, edit, create and delete your Google business listings',
};

// `email` and `profile` are short names of the userinfo scopes, as Google treats them.
export const normaliseScope = (scope: string): string => (scope === 'email' ? EMAIL_SCOPE : scope === 'profile' ? PROFILE_SCOPE : scope);

export const parseScopes = (value: string | null | undefined): string[] => [
  ...new Set(
    (value ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(normaliseScope),
  ),
];

export const isKnownScope = (scope: string): boolean => scope in SCOPE_DESCRIPTIONS;

// Scopes every sign-in gets without a checkbox; the others can be unticked on the consent page
// (Google's granular consent), so an app must check the scopes it was granted.
export const isBasicScope = (scope: string): boolean => scope === OPENID_SCOPE || scope === EMAIL_SCOPE || scope === PROFILE_SCOPE;
