import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { AUTH_MESSAGES, loginErrorMessage, signupErrorMessage } from './auth-messages';

const answer = (status: number, error?: string): FetchBaseQueryError => ({
  status,
  data: error === undefined ? {} : { error },
});

describe(loginErrorMessage.name, () => {
  it('explains a 401 for invalid email or password', () => {
    expect(loginErrorMessage(answer(401, 'Invalid email or password'))).toBe(
      'Invalid email or password. Please check your credentials or sign up for a new account.',
    );
  });

  it('gives the general login failure for any other 401', () => {
    expect(loginErrorMessage(answer(401, 'Unauthorized'))).toBe(
      'Login failed. Please check your email and password, or sign up for a new account.',
    );
    expect(loginErrorMessage(answer(401))).toBe(AUTH_MESSAGES.loginFailed401);
  });

  it('says what is wrong with a two-factor code', () => {
    expect(loginErrorMessage(answer(401, 'Invalid two-factor code'))).toBe(
      'Invalid two-factor code',
    );
  });

  it('says account not found for any 404', () => {
    expect(loginErrorMessage(answer(404, 'Not Found'))).toBe(
      'Account not found. Please check your email or sign up for a new account.',
    );
  });

  it('says server error for a 500', () => {
    expect(loginErrorMessage(answer(500, 'Internal server error'))).toBe(
      'Server error. Please try again later.',
    );
  });

  it("shows the rate limit's own message", () => {
    const message = 'Too many sign-in attempts. Please try again in 15 minutes.';
    expect(
      loginErrorMessage({ status: 429, data: { error: message, retryAfterSeconds: 900 } }),
    ).toBe(message);
  });

  it('uses the transport texts for a network failure and a timeout', () => {
    expect(loginErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      'Network connection failed. Please check your internet connection.',
    );
    expect(loginErrorMessage({ status: 'TIMEOUT_ERROR', error: 'timed out' })).toBe(
      'Request timed out. Please try again.',
    );
  });

  it('falls back when nothing is known about the failure', () => {
    expect(loginErrorMessage(undefined)).toBe('Login failed. Please try again.');
    expect(loginErrorMessage({})).toBe('Login failed. Please try again.');
  });
});

describe(signupErrorMessage.name, () => {
  it("uses the server's message, e.g. for an address already registered", () => {
    const message = 'An account with this email already exists. Please sign in instead.';
    expect(signupErrorMessage(answer(409, message))).toBe(message);
  });

  it('falls back to the signup failure text', () => {
    expect(signupErrorMessage(undefined)).toBe(
      'Signup failed. Please fix the errors and try again.',
    );
  });
});
