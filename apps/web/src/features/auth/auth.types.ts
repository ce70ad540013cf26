import type { TBusiness, TSignup, TUser } from '@app/contracts';

// The BFF's HTTP answers for the account screens (the entities come from @app/contracts).
export type User = TUser;
export type Business = TBusiness;
export type BusinessType = TBusiness['businessType'];
export type Timezone = TBusiness['timezone'];

export type SessionGrant = { token: string; user: User };
export type SignupRequest = TSignup;
export type LoginRequest = {
  email: string;
  password: string;
  rememberMe: boolean;
  twoFactorCode?: string;
};
// A correct password on an account with two-factor authentication asks for the code first.
export type LoginResponse = SessionGrant | { twoFactorRequired: true };
export type MeResponse = { user: User; business: Business };
export type GoogleAuthRequest = {
  action: 'login' | 'signup';
  returnTo: string;
  rememberMe?: boolean;
};
export type GoogleAuthResponse = { authURL: string };
export type SuccessResponse = { success: true };
