import { createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { z } from 'zod';
import { ZGoogleIdentity, type TGoogleIdentity } from '@app/contracts';
import { countExternalCall, RpcError } from '@app/service-kit';
import { env } from '../../config/env';
import { publicUrl } from '../../config/public-url';
import { nonceHash, newBrowserNonce, sameNonce } from './browser-binding';

export const STATE_TTL_SECONDS = 600;
const CALL_TIMEOUT_MS = 10_000;

export type TOAuthState = { verifier: string; action: 'login' | 'signup'; returnTo: string; rememberMe: boolean; browserHash: string };
export type TPendingGoogleSignIn = { identity: TGoogleIdentity; rememberMe: boolean; returnTo: string };

const MAX_CODE_ATTEMPTS = 5;

const ZTokenResponse = z.object({ access_token: z.string().min(1), token_type: z.string() });
const ZUserInfo = z.object({
  sub: z.string().min(1),
  email: z.string(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).default(false),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

// Only same-site paths may be a destination after sign-in (no open redirect).
export const safeReturnTo = (value: string | undefined): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/dashboard';

const base64url = (buffer: Buffer) => buffer.toString('base64url');

// OAuth 2.0 authorization-code flow with PKCE (S256) and a one-time state kept in Redis. The code
// is exchanged server-to-server with the client secret, and the identity is read from the
// userinfo endpoint over that same authenticated channel. Endpoints are configuration.
@Injectable()
export class GoogleOAuthService {
  private readonly logger = new Logger(GoogleOAuthService.name);

  constructor(private readonly redis: Redis) {}

  get configured(): boolean {
    return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
  }

  private get redirectUri(): string {
    return `${publicUrl()}/api/auth/google/callback`;
  }

  // The URL to send the browser to, and the nonce it must show at the callback (its cookie).
  async authorizationUrl(input: Omit<TOAuthState, 'verifier' | 'browserHash'>): Promise<{ url: string; browserNonce: string }> {
    if (!this.configured || !env.GOOGLE_CLIENT_ID) throw new RpcError({ code: 'NOT_CONFIGURED', message: 'Google sign-in is not configured' });
    const state = base64url(randomBytes(24));
    const verifier = base64url(randomBytes(32));
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    const browserNonce = newBrowserNonce();
    const stored: TOAuthState = { ...input, returnTo: safeReturnTo(input.returnTo), verifier, browserHash: nonceHash(browserNonce) };
    await this.redis.set(`bff:oauth:google:${state}`, JSON.stringify(stored), 'EX', STATE_TTL_SECONDS);
    const url = new URL(env.GOOGLE_AUTH_URL);
    url.search = new URLSearchParams({
      client_id: env.GOOGLE_CLIENT_ID,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString();
    return { url: url.toString(), browserNonce };
  }

  // The state is single use: taken out of Redis on the first callback that presents it, and
  // valid only from the browser that started the flow.
  async takeState(state: string, browserNonce: string | undefined): Promise<TOAuthState | undefined> {
    if (!/^[\w-]{16,64}$/.test(state)) return undefined;
    const raw = await this.redis.getdel(`bff:oauth:google:${state}`);
    const stored = raw ? (JSON.parse(raw) as Partial<TOAuthState>) : undefined;
    if (!stored?.browserHash || !sameNonce(browserNonce, stored.browserHash)) return undefined;
    return stored as TOAuthState;
  }

  // A Google sign-in waiting for the account's two-factor code: kept 5 minutes, 5 attempts.
  async holdPendingSignIn(pending: TPendingGoogleSignIn): Promise<string> {
    const id = base64url(randomBytes(24));
    await this.redis.set(`bff:oauth:google:pending:${id}`, JSON.stringify({ ...pending, attempts: 0 }), 'EX', STATE_TTL_SECONDS / 2);
    return id;
  }

  async pendingSignIn(id: string): Promise<TPendingGoogleSignIn | undefined> {
    if (!/^[\w-]{16,64}$/.test(id)) return undefined;
    const key = `bff:oauth:google:pending:${id}`;
    const raw = await this.redis.get(key);
    if (!raw) return undefined;
    const pending = JSON.parse(raw) as TPendingGoogleSignIn & { attempts: number };
    if (pending.attempts >= MAX_CODE_ATTEMPTS) {
      await this.redis.del(key);
      return undefined;
    }
    await this.redis.set(key, JSON.stringify({ ...pending, attempts: pending.attempts + 1 }), 'KEEPTTL');
    return pending;
  }

  async dropPendingSignIn(id: string): Promise<void> {
    await this.redis.del(`bff:oauth:google:pending:${id}`);
  }

  async identityFor(code: string, verifier: string): Promise<TGoogleIdentity> {
    const tokenResponse = await fetch(env.GOOGLE_TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: this.redirectUri,
        client_id: env.GOOGLE_CLIENT_ID ?? '',
        client_secret: env.GOOGLE_CLIENT_SECRET ?? '',
      }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (!tokenResponse.ok) {
      this.logger.warn({ status: tokenResponse.status }, 'Google token exchange refused');
      countExternalCall('google', 'error');
      throw new Error(`token exchange answered ${tokenResponse.status}`);
    }
    const token = ZTokenResponse.parse(await tokenResponse.json());
    const userInfoResponse = await fetch(env.GOOGLE_USERINFO_URL, {
      headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (!userInfoResponse.ok) countExternalCall('google', 'error');
    if (!userInfoResponse.ok) throw new Error(`userinfo answered ${userInfoResponse.status}`);
    const info = ZUserInfo.parse(await userInfoResponse.json());
    countExternalCall('google', 'ok');
    return ZGoogleIdentity.parse({
      googleSub: info.sub,
      email: info.email,
      emailVerified: info.email_verified,
      firstName: info.given_name ?? '',
      lastName: info.family_name ?? '',
    });
  }
}
