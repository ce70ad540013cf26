import { describeError } from '@/app/errors';

// docs/product.md §8: what the sign-in and sign-up screens say, word for word.
export const AUTH_MESSAGES = {
  invalidCredentials:
    'Invalid email or password. Please check your credentials or sign up for a new account.',
  loginFailed401:
    'Login failed. Please check your email and password, or sign up for a new account.',
  accountNotFound: 'Account not found. Please check your email or sign up for a new account.',
  serverError: 'Server error. Please try again later.',
  loginFallback: 'Login failed. Please try again.',
  signupFallback: 'Signup failed. Please fix the errors and try again.',
  googleUrlFailed: 'Failed to get Google auth URL',
  googleSignInFailed: 'Failed to sign in with Google',
} as const;

const isApiError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error;

const hasMessage = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'message' in error &&
  typeof error.message === 'string' &&
  error.message.trim() !== '';

// docs/product.md §8 "Overrides" and "Login screen": a 401 that names the credentials, any other 401, any
// 404 and a 500 have their own texts; otherwise the server's (or the transport's) message, e.g.
// the rate limit's 'Too many sign-in attempts...'.
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error) && !hasMessage(error)) return AUTH_MESSAGES.loginFallback;
  const { status, message } = describeError(error);
  if (status === 401) {
    if (/invalid email or password/i.test(message)) return AUTH_MESSAGES.invalidCredentials;
    // A wrong two-factor code is not a wrong password: say what the server says.
    if (/two-factor|recovery code/i.test(message)) return message;
    return AUTH_MESSAGES.loginFailed401;
  }
  if (status === 404) return AUTH_MESSAGES.accountNotFound;
  if (status === 500) return AUTH_MESSAGES.serverError;
  return message || AUTH_MESSAGES.loginFallback;
}

// docs/product.md §8 "Signup": the message (same overrides for 404/500) or the fallback, plus the details.
export function signupErrorMessage(error: unknown): string {
  if (!isApiError(error) && !hasMessage(error)) return AUTH_MESSAGES.signupFallback;
  const { status, message } = describeError(error);
  if (status === 404) return AUTH_MESSAGES.accountNotFound;
  if (status === 500) return AUTH_MESSAGES.serverError;
  return message || AUTH_MESSAGES.signupFallback;
}
