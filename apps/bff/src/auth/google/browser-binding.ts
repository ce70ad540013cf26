import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { env } from '../../config/env';

// Binds a Google sign-in to the browser that started it: a random nonce in an HttpOnly cookie
// set by the start, whose hash the OAuth state keeps. The callback signs in only the browser that
// holds it, so a callback URL sent to someone else (login CSRF) signs nobody in. SameSite=Lax:
// the callback is a top-level navigation back from Google, which Lax cookies go along with.
export const OAUTH_BROWSER_COOKIE = 'nearbly_oauth';

// Which flow a cookie binds: its name and the path of its callback (the cookie goes nowhere else).
export type TBrowserBinding = { cookie: string; path: string };
export const SIGN_IN_BINDING: TBrowserBinding = { cookie: OAUTH_BROWSER_COOKIE, path: '/api/auth/google' };

export const newBrowserNonce = (): string => randomBytes(24).toString('base64url');

export const nonceHash = (nonce: string): string => createHash('sha256').update(nonce).digest('base64url');

export const sameNonce = (nonce: string | undefined, expectedHash: string): boolean => {
  if (!nonce) return false;
  const given = Buffer.from(nonceHash(nonce));
  const expected = Buffer.from(expectedHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

export const bindBrowser = (response: Response, nonce: string, maxAgeSeconds: number, binding: TBrowserBinding = SIGN_IN_BINDING): void => {
  response.cookie(binding.cookie, nonce, { httpOnly: true, secure: env.COOKIE_SECURE, sameSite: 'lax', path: binding.path, maxAge: maxAgeSeconds * 1000 });
};

export const browserNonceOf = (request: Request, binding: TBrowserBinding = SIGN_IN_BINDING): string | undefined => {
  const value: unknown = (request.cookies as Record<string, unknown> | undefined)?.[binding.cookie];
  return typeof value === 'string' && /^[\w-]{16,64}$/.test(value) ? value : undefined;
};

export const clearBrowserBinding = (response: Response, binding: TBrowserBinding = SIGN_IN_BINDING): void => {
  response.clearCookie(binding.cookie, { httpOnly: true, secure: env.COOKIE_SECURE, sameSite: 'lax', path: binding.path });
};
