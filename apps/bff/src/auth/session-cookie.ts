import type { Request, Response } from 'express';
import type { TDevice, TSessionGrant } from '@app/contracts';
import { env } from '../config/env';

// The refresh token lives only in this cookie: HttpOnly (no script reads it), Secure, SameSite
// Strict, and sent only to /api/auth. Without remember me it is a browser-session cookie.
export const REFRESH_COOKIE = 'nearbly_refresh';
const COOKIE_PATH = '/api/auth';

export const setSessionCookie = (response: Response, grant: TSessionGrant): void => {
  response.cookie(REFRESH_COOKIE, grant.refreshToken, {
    httpOnly: true,
    secure: env.COOKIE_SECURE,
    sameSite: 'strict',
    path: COOKIE_PATH,
    ...(grant.persistentUntil ? { expires: new Date(grant.persistentUntil) } : {}),
  });
};

export const clearSessionCookie = (response: Response): void => {
  response.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure: env.COOKIE_SECURE, sameSite: 'strict', path: COOKIE_PATH });
};

export const refreshTokenOf = (request: Request): string | undefined => {
  const value: unknown = (request.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length >= 20 && value.length <= 200 ? value : undefined;
};

export const deviceOf = (request: Request): TDevice => ({
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
  ip: (request.ip ?? '').slice(0, 64),
});

// What the browser receives for a new or renewed session (docs/product.md §7: {token, user}).
export const sessionAnswer = (response: Response, grant: TSessionGrant) => {
  setSessionCookie(response, grant);
  return { token: grant.accessToken, user: grant.user };
};
