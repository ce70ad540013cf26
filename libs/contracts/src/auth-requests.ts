import { z } from 'zod';
import { ZUnsubscribeReply, ZUnsubscribeRequest } from './alerts';
import {
  ZActorRef,
  ZBusiness,
  ZBusinessUpdate,
  ZDataExport,
  ZDevice,
  ZEmail,
  ZGoogleIdentity,
  ZLogin,
  ZLoginResult,
  ZMailboxMessage,
  ZNotificationPreferences,
  ZPasswordChange,
  ZPasswordReset,
  ZProfileUpdate,
  ZPublicKeys,
  ZReauth,
  ZEmailVerify,
  ZSessionGrant,
  ZSessionInfo,
  ZSignup,
  ZTwoFactorSetup,
  ZUser,
} from './auth';
import { defineRequest, ZAcknowledged } from './message';

// The auth service's requests (AuthRequests, at the end): their payloads and replies.
// The BFF fills `actor` from the verified access token, never from the request body.

export const ZActorRequest = z.object({ actor: ZActorRef });
export type TActorRequest = z.infer<typeof ZActorRequest>;

// verifyUrl: the web app's email verification page; the link mailed is it with ?token=.
export const ZSignupRequest = z.object({ signup: ZSignup, device: ZDevice, verifyUrl: z.url().optional() });
export const ZLoginRequest = z.object({ login: ZLogin, device: ZDevice });
export const ZRefreshRequest = z.object({ refreshToken: z.string().min(20).max(200), device: ZDevice });
export const ZLogoutRequest = z.object({ sessionId: z.uuid() });
// The public keys take no input.
export const ZPublicKeysRequest = z.object({});
export const ZGoogleSignInRequest = z.object({
  identity: ZGoogleIdentity,
  rememberMe: z.boolean().default(false),
  device: ZDevice,
  // An account with two-factor authentication needs its code after Google too.
  twoFactorCode: z.string().trim().max(32).optional(),
});
export const ZProfileUpdateRequest = ZActorRequest.extend({ profile: ZProfileUpdate, verifyUrl: z.url().optional() });
export const ZBusinessUpdateRequest = ZActorRequest.extend({ business: ZBusinessUpdate });
export const ZPreferencesUpdateRequest = ZActorRequest.extend({ preferences: ZNotificationPreferences.partial() });
export const ZPasswordChangeRequest = ZActorRequest.extend({ change: ZPasswordChange });
export const ZPasswordForgotRequest = z.object({ email: ZEmail, resetUrl: z.url() });
export const ZPasswordResetRequest = ZPasswordReset;
export const ZTwoFactorCodeRequest = ZActorRequest.extend({ code: z.string().trim().min(6).max(32), currentPassword: ZReauth.shape.currentPassword });
export const ZAccountDeleteRequest = ZActorRequest.extend({
  confirmation: z.literal('DELETE', { error: 'Type DELETE in capitals to confirm' }),
  ...ZReauth.shape,
});
export const ZEmailVerifyRequest = ZEmailVerify;
export const ZEmailVerificationResendRequest = ZActorRequest.extend({ verifyUrl: z.url() });
export const ZDevMailboxRequest = z.object({ to: z.string().max(254).optional() });
// A rendered mail another service keeps in the dev mailbox instead of sending it (no SMTP): both
// parts, as libs/mail renders them (the mailbox keeps the text part).
export const ZDevMailboxStoreRequest = z.object({
  to: z.email().max(254),
  subject: z.string().min(1).max(500),
  text: z.string().max(100_000),
  html: z.string().max(500_000),
});

export type TSignupRequest = z.infer<typeof ZSignupRequest>;
export type TLoginRequest = z.infer<typeof ZLoginRequest>;
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;
export type TGoogleSignInRequest = z.infer<typeof ZGoogleSignInRequest>;
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequest>;
export type TBusinessUpdateRequest = z.infer<typeof ZBusinessUpdateRequest>;
export type TPreferencesUpdateRequest = z.infer<typeof ZPreferencesUpdateRequest>;
export type TPasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>;
export type TPasswordForgotRequest = z.infer<typeof ZPasswordForgotRequest>;
export type TTwoFactorCodeRequest = z.infer<typeof ZTwoFactorCodeRequest>;
export type TAccountDeleteRequest = z.infer<typeof ZAccountDeleteRequest>;
export type TDevMailboxRequest = z.infer<typeof ZDevMailboxRequest>;
export type TDevMailboxStoreRequest = z.infer<typeof ZDevMailboxStoreRequest>;
export type TEmailVerificationResendRequest = z.infer<typeof ZEmailVerificationResendRequest>;

// Replies.
export const ZMeReply = z.object({ user: ZUser, business: ZBusiness });
export const ZGoogleSignInReply = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), grant: ZSessionGrant, isNewUser: z.boolean() }),
  z.object({ status: z.literal('two_factor_required') }),
]);
export const ZSessionsReply = z.object({ sessions: z.array(ZSessionInfo) });
export const ZRevokedReply = z.object({ revoked: z.number().int().nonnegative() });
// pendingEmail: a new address waiting for its link to be used (the email changes only then).
export const ZUserReply = z.object({ user: ZUser, pendingEmail: z.string().optional() });
export const ZEmailVerifiedReply = z.object({ ok: z.literal(true), email: z.string() });
export const ZBusinessReply = z.object({ business: ZBusiness });
export const ZPreferencesReply = z.object({ preferences: ZNotificationPreferences });
export const ZRecoveryCodesReply = z.object({ recoveryCodes: z.array(z.string()) });
export const ZAccountDeletedReply = z.object({ ok: z.literal(true), deletedAt: z.string() });
export const ZDevMailboxReply = z.object({ messages: z.array(ZMailboxMessage) });

export type TMeReply = z.infer<typeof ZMeReply>;
export type TGoogleSignInReply = z.infer<typeof ZGoogleSignInReply>;
export type TSessionsReply = z.infer<typeof ZSessionsReply>;
export type TRevokedReply = z.infer<typeof ZRevokedReply>;
export type TUserReply = z.infer<typeof ZUserReply>;
export type TEmailVerifiedReply = z.infer<typeof ZEmailVerifiedReply>;
export type TBusinessReply = z.infer<typeof ZBusinessReply>;
export type TPreferencesReply = z.infer<typeof ZPreferencesReply>;
export type TRecoveryCodesReply = z.infer<typeof ZRecoveryCodesReply>;
export type TAccountDeletedReply = z.infer<typeof ZAccountDeletedReply>;
export type TDevMailboxReply = z.infer<typeof ZDevMailboxReply>;

// Every request the auth service answers (topics are stored identifiers). The health request is
// the kit's, like every service's.
export const AuthRequests = {
  // A new account, its business and first session (the verification link goes to verifyUrl).
  signup: defineRequest({ topic: 'auth.signup', request: ZSignupRequest, reply: ZSessionGrant, formKey: 'signup' }),
  login: defineRequest({ topic: 'auth.login', request: ZLoginRequest, reply: ZLoginResult, formKey: 'login' }),
  // A new access token for a refresh token (rotated).
  refresh: defineRequest({ topic: 'auth.refresh', request: ZRefreshRequest, reply: ZSessionGrant }),
  logout: defineRequest({ topic: 'auth.logout', request: ZLogoutRequest, reply: ZAcknowledged }),
  me: defineRequest({ topic: 'auth.me', request: ZActorRequest, reply: ZMeReply }),
  // The keys the BFF verifies access tokens with.
  publicKeys: defineRequest({ topic: 'auth.keys', request: ZPublicKeysRequest, reply: ZPublicKeys }),
  // A Google identity the BFF verified: signs in, links or creates the account.
  googleSignIn: defineRequest({ topic: 'auth.google.sign-in', request: ZGoogleSignInRequest, reply: ZGoogleSignInReply }),
  sessionsList: defineRequest({ topic: 'auth.sessions.list', request: ZActorRequest, reply: ZSessionsReply }),
  sessionsRevokeOthers: defineRequest({ topic: 'auth.sessions.revoke-others', request: ZActorRequest, reply: ZRevokedReply }),
  profileUpdate: defineRequest({ topic: 'auth.profile.update', request: ZProfileUpdateRequest, reply: ZUserReply, formKey: 'profile' }),
  businessGet: defineRequest({ topic: 'auth.business.get', request: ZActorRequest, reply: ZBusinessReply }),
  // Publishes auth.business.updated.
  businessUpdate: defineRequest({ topic: 'auth.business.update', request: ZBusinessUpdateRequest, reply: ZBusinessReply, formKey: 'business' }),
  preferencesGet: defineRequest({ topic: 'auth.preferences.get', request: ZActorRequest, reply: ZPreferencesReply }),
  preferencesUpdate: defineRequest({ topic: 'auth.preferences.update', request: ZPreferencesUpdateRequest, reply: ZPreferencesReply, formKey: 'preferences' }),
  passwordChange: defineRequest({ topic: 'auth.password.change', request: ZPasswordChangeRequest, reply: ZAcknowledged, formKey: 'change' }),
  // Mails a reset link if the account exists; the same answer either way.
  passwordForgot: defineRequest({ topic: 'auth.password.forgot', request: ZPasswordForgotRequest, reply: ZAcknowledged }),
  passwordReset: defineRequest({ topic: 'auth.password.reset', request: ZPasswordResetRequest, reply: ZAcknowledged }),
  emailVerify: defineRequest({ topic: 'auth.email.verify', request: ZEmailVerifyRequest, reply: ZEmailVerifiedReply }),
  emailVerificationResend: defineRequest({ topic: 'auth.email.verification-resend', request: ZEmailVerificationResendRequest, reply: ZAcknowledged }),
  twoFactorSetup: defineRequest({ topic: 'auth.two-factor.setup', request: ZActorRequest, reply: ZTwoFactorSetup }),
  twoFactorEnable: defineRequest({ topic: 'auth.two-factor.enable', request: ZTwoFactorCodeRequest, reply: ZRecoveryCodesReply }),
  twoFactorDisable: defineRequest({ topic: 'auth.two-factor.disable', request: ZTwoFactorCodeRequest, reply: ZAcknowledged }),
  dataExport: defineRequest({ topic: 'auth.data.export', request: ZActorRequest, reply: ZDataExport }),
  // Publishes auth.user.deleted.
  accountDelete: defineRequest({ topic: 'auth.account.delete', request: ZAccountDeleteRequest, reply: ZAccountDeletedReply }),
  // The dev mailbox (off in production): mail kept instead of sent, newest first.
  devMailbox: defineRequest({ topic: 'auth.dev-mailbox.list', request: ZDevMailboxRequest, reply: ZDevMailboxReply }),
  // A mail another service rendered but could not send (no SMTP), kept in the dev mailbox. chat only.
  // Only chat sends it (its mail without SMTP); auth refuses it when its DEV_MAILBOX is off.
  devMailboxStore: defineRequest({ topic: 'auth.dev-mailbox.store', request: ZDevMailboxStoreRequest, reply: ZAcknowledged, callers: ['chat'] }),
  // Alert emails' one-click unsubscribe: check only reads the signed token, unsubscribe turns its
  // switch off. No sign-in: the token is the proof.
  unsubscribeCheck: defineRequest({ topic: 'auth.notifications.unsubscribe-check', request: ZUnsubscribeRequest, reply: ZUnsubscribeReply }),
  unsubscribe: defineRequest({ topic: 'auth.notifications.unsubscribe', request: ZUnsubscribeRequest, reply: ZUnsubscribeReply }),
} as const;
