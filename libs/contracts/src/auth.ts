import { z } from 'zod';
import { defineEvent } from './message';

// docs/product.md §3/§5: sign-up, profile, business and notification preferences; issue 4: sessions,
// two-factor, export, deletion. Messages are the ones the user sees.

export const BUSINESS_TYPES = ['cafe', 'boutique', 'gym', 'restaurant', 'other'] as const;
export type TBusinessType = (typeof BUSINESS_TYPES)[number];
export const SIGNUP_BUSINESS_TYPES = ['cafe', 'boutique', 'gym'] as const;
export const TIMEZONES = ['America/Chicago', 'America/New_York', 'America/Denver', 'America/Los_Angeles'] as const;
export type TTimezone = (typeof TIMEZONES)[number];
// A new business's timezone until its owner picks one in Settings.
export const DEFAULT_TIMEZONE: TTimezone = 'America/Chicago';
export const NOTIFICATION_PREFERENCES = ['weeklyReports', 'rankingAlerts', 'newReviews', 'aiInsights', 'competitorUpdates', 'productUpdates'] as const;

const required = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`);

// An email address as typed: trimmed, checked, lower-cased; the empty-field message varies by form.
export const emailField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'Email address is too long')
    .pipe(z.email('Please enter a valid email address'))
    .transform((email) => email.toLowerCase());

export const ZEmail = emailField('Email is required');

// docs/product.md §2 Signup hint: minimum 12 characters with upper, lower, number and symbol, not the email.
export const passwordProblems = (password: string, email?: string): string[] => {
  const problems: string[] = [];
  if (password.length < 12) problems.push('Password must be at least 12 characters long');
  if (!/[a-z]/.test(password)) problems.push('Password must contain a lower-case letter');
  if (!/[A-Z]/.test(password)) problems.push('Password must contain an upper-case letter');
  if (!/[0-9]/.test(password)) problems.push('Password must contain a number');
  if (!/[^A-Za-z0-9]/.test(password)) problems.push('Password must contain a symbol');
  const normalized = email?.trim().toLowerCase();
  const localPart = normalized?.split('@')[0];
  const lower = password.toLowerCase();
  if (normalized && (lower.includes(normalized) || (localPart && localPart.length >= 3 && lower.includes(localPart)))) {
    problems.push('Password must not contain your email address');
  }
  return problems;
};

const ZPasswordField = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'Password is too long');

export const ZDevice = z.object({
  userAgent: z.string().max(512).default(''),
  ip: z.string().max(64).default(''),
});
export type TDevice = z.infer<typeof ZDevice>;

export const ZSignup = z
  .object({
    firstName: required('First name').pipe(z.string().max(80, 'First name is too long')),
    lastName: required('Last name').pipe(z.string().max(80, 'Last name is too long')),
    email: ZEmail,
    password: ZPasswordField,
    businessName: required('Business name').pipe(z.string().max(120, 'Business name is too long')),
    businessType: z.enum(SIGNUP_BUSINESS_TYPES, { error: 'Business type must be cafe, boutique or gym' }),
    businessAddress: required('Business address').pipe(z.string().max(300, 'Business address is too long')),
  })
  .superRefine((value, context) => {
    for (const message of passwordProblems(value.password, value.email)) context.addIssue({ code: 'custom', path: ['password'], message });
  });
export type TSignup = z.infer<typeof ZSignup>;
// What the signup form holds before the schema trims it (the web's signup form).
export type TSignupInput = z.input<typeof ZSignup>;

export const ZLogin = z.object({
  email: ZEmail,
  password: ZPasswordField,
  rememberMe: z.boolean().default(false),
  // A TOTP code or a recovery code, when the account has two-factor authentication.
  twoFactorCode: z.string().trim().max(32).optional(),
});
export type TLogin = z.infer<typeof ZLogin>;
// What the sign-in form holds before the schema trims it and fills its defaults.
export type TLoginInput = z.input<typeof ZLogin>;

export const ZUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  phone: z.string().nullable(),
  businessId: z.uuid(),
  twoFactorEnabled: z.boolean(),
  // false until the owner used the link mailed to the address (or Google vouched for it).
  emailVerified: z.boolean(),
  // false for an account created with Google that never set a password: it confirms sensitive
  // changes with a two-factor code instead.
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZBusiness = z.object({
  id: z.uuid(),
  businessName: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  address: z.string(),
  city: z.string().nullable(),
  website: z.string().nullable(),
  timezone: z.enum(TIMEZONES),
});
export type TBusiness = z.infer<typeof ZBusiness>;

export const ZNotificationPreferences = z.object(
  Object.fromEntries(NOTIFICATION_PREFERENCES.map((key) => [key, z.boolean()])) as Record<(typeof NOTIFICATION_PREFERENCES)[number], z.ZodBoolean>,
);
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

// What the auth service answers when it opens a session (sign-up, login, Google, refresh).
export const ZSessionGrant = z.object({
  user: ZUser,
  accessToken: z.string(),
  accessTokenExpiresAt: z.string(),
  refreshToken: z.string(),
  sessionId: z.uuid(),
  // null: ends with the browser session (and at most 12 hours); else the cookie's expiry.
  persistentUntil: z.string().nullable(),
});
export type TSessionGrant = z.infer<typeof ZSessionGrant>;

export const ZLoginResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), grant: ZSessionGrant }),
  z.object({ status: z.literal('two_factor_required') }),
]);
export type TLoginResult = z.infer<typeof ZLoginResult>;

// The claims of an access token (EdDSA JWT, verified by the BFF with the auth service's public key).
// The token also carries iss, aud and nbf; the verifier checks them (libs/service-kit
// access-token.ts) and, as zod drops unknown keys, callers see only these.
export const ZAccessClaims = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  bid: z.uuid(),
  iat: z.number(),
  exp: z.number(),
});
export type TAccessClaims = z.infer<typeof ZAccessClaims>;

export const ZPublicKeys = z.object({ keys: z.array(z.object({ kid: z.string(), publicKeyPem: z.string() })) });
export type TPublicKeys = z.infer<typeof ZPublicKeys>;

// Requests on behalf of a signed-in user carry who they are (from the verified token).
export const ZActorRef = z.object({ userId: z.uuid(), sessionId: z.uuid() });
export type TActorRef = z.infer<typeof ZActorRef>;

// Re-authentication for a sensitive change (2FA on/off, account deletion, a new email): the
// current password, or a two-factor code for an account that has no password (Google only).
export const ZReauth = z.object({
  currentPassword: z.string().max(256, 'Password is too long').optional(),
  twoFactorCode: z.string().trim().max(32).optional(),
});
export type TReauth = z.infer<typeof ZReauth>;

export const ZProfileUpdate = z
  .object({
    firstName: required('First name').pipe(z.string().max(80)),
    lastName: required('Last name').pipe(z.string().max(80)),
    email: ZEmail,
    phone: z.string().trim().max(40, 'Phone number is too long').regex(/^[0-9+()\-.\s]*$/, 'Please enter a valid phone number').default(''),
  })
  // Needed only when the email changes.
  .extend(ZReauth.shape);
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;
// What the settings profile form holds before the schema trims it.
export type TProfileUpdateInput = z.input<typeof ZProfileUpdate>;

export const ZBusinessUpdate = z.object({
  businessName: required('Business name').pipe(z.string().max(120)),
  businessType: z.enum(BUSINESS_TYPES, { error: 'Please choose a business type' }),
  address: required('Address').pipe(z.string().max(300)),
  website: z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), 'Please enter a valid website URL (https://...)')
    .default(''),
  timezone: z.enum(TIMEZONES, { error: 'Please choose a timezone' }),
});
export type TBusinessUpdate = z.infer<typeof ZBusinessUpdate>;
// What the settings business form holds before the schema trims it.
export type TBusinessUpdateInput = z.input<typeof ZBusinessUpdate>;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

// docs/product.md §5: settings password change, 8+ characters and a matching confirmation.
export const ZPasswordChange = z
  .object({
    currentPassword: ZPasswordField,
    newPassword: z.string().min(8, 'Password must be at least 8 characters long').max(256, 'Password is too long'),
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

export const ZPasswordForgot = z.object({ email: ZEmail });
export const ZEmailVerify = z.object({ token: z.string().min(16).max(128) });
export type TEmailVerify = z.infer<typeof ZEmailVerify>;
export const ZPasswordReset = z
  .object({ token: z.string().min(16).max(128), password: ZPasswordField })
  .superRefine((value, context) => {
    for (const message of passwordProblems(value.password)) context.addIssue({ code: 'custom', path: ['password'], message });
  });
export type TPasswordReset = z.infer<typeof ZPasswordReset>;
// The reset page's form: the new password twice. The strength rules are the request's
// (ZPasswordReset), checked by the server; the form itself only refuses a confirmation that differs.
export const ZPasswordResetForm = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
export type TPasswordResetForm = z.infer<typeof ZPasswordResetForm>;

export const ZSessionInfo = z.object({
  id: z.uuid(),
  device: z.string(),
  location: z.string(),
  lastActive: z.string(),
  current: z.boolean(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

export const ZTwoFactorSetup = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeDataUrl: z.string() });
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

// docs/product.md §3 Data export file.
export const ZDataExport = z.object({
  profile: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string().nullable() }),
  business: z.object({ businessName: z.string(), businessType: z.string(), address: z.string(), website: z.string().nullable(), timezone: z.string() }),
  notificationPreferences: ZNotificationPreferences,
  exportDate: z.string(),
  exportVersion: z.literal('1.0'),
});
export type TDataExport = z.infer<typeof ZDataExport>;

export const ZGoogleIdentity = z.object({
  googleSub: z.string().min(1).max(255),
  email: ZEmail,
  emailVerified: z.boolean(),
  firstName: z.string().max(80).default(''),
  lastName: z.string().max(80).default(''),
});
export type TGoogleIdentity = z.infer<typeof ZGoogleIdentity>;

export const ZMailboxMessage = z.object({ id: z.uuid(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() });
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;

// Events.
export const ZUserRegisteredEvent = z.object({
  userId: z.uuid(),
  businessId: z.uuid(),
  businessType: z.enum(BUSINESS_TYPES),
  businessName: z.string(),
  // Added for analysis (keyword suggestions need the city); absent in events from before.
  address: z.string().optional(),
  city: z.string().nullable().optional(),
  // The business's timezone as auth stored it (its days, AI quotas and schedules follow it);
  // absent in events from before, which meant auth's default.
  timezone: z.enum(TIMEZONES).optional(),
});
export const ZBusinessUpdatedEvent = z.object({ businessId: z.uuid(), userId: z.uuid(), business: ZBusiness });
// The address goes with the event so chat can erase tickets and newsletter sign-ups made under it
// (absent in events from before erasure covered them).
export const ZUserDeletedEvent = z.object({ userId: z.uuid(), businessId: z.uuid(), email: z.string().optional() });
export type TUserRegisteredEvent = z.infer<typeof ZUserRegisteredEvent>;
export type TBusinessUpdatedEvent = z.infer<typeof ZBusinessUpdatedEvent>;
export type TUserDeletedEvent = z.infer<typeof ZUserDeletedEvent>;

// The events auth owns (only auth writes them). Keyed by the user id.
// A new account and its business: billing starts the trial, analysis and reviews create theirs.
export const UserRegistered = defineEvent({ topic: 'auth.user.registered', version: 1, payload: ZUserRegisteredEvent });
// The business profile after a change in Settings (the other services keep a copy).
export const BusinessUpdated = defineEvent({ topic: 'auth.business.updated', version: 1, payload: ZBusinessUpdatedEvent });
// An account deleted: every service erases what it holds about the user and business.
export const UserDeleted = defineEvent({ topic: 'auth.user.deleted', version: 1, payload: ZUserDeletedEvent });

// The BFF refuses a token whose session id has this key in Redis (revocation within seconds).
export const revokedSessionKey = (sessionId: string): string => `auth:revoked-session:${sessionId}`;
export const ACCESS_TOKEN_TTL_SECONDS = 300;
