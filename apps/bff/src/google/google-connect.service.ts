import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { z } from 'zod';
import { GOOGLE_BUSINESS_SCOPE, GOOGLE_CONNECT_RETURNS, type TGoogleConnectStart } from '@app/contracts';
import { RpcError } from '@app/service-kit';
import { newBrowserNonce, nonceHash, sameNonce, type TBrowserBinding } from '../auth/google/browser-binding';
import { env } from '../config/env';
import { publicUrl } from '../config/public-url';

export const CONNECT_STATE_TTL_SECONDS = 600;
export const CONNECT_CALLBACK_PATH = '/api/google/connect/callback';

// The browser that started a connect is the only one its callback accepts (a callback URL sent
// to someone else connects nobody's business to the sender's Google account).
export const CONNECT_BINDING: TBrowserBinding = { cookie: 'nearbly_google_connect', path: CONNECT_CALLBACK_PATH };

// What the one-time state keeps: who connects (the callback carries no bearer token), where the
// browser goes back to, and the PKCE verifier analysis needs to exchange the code.
const ZConnectState = z.object({
  userId: z.uuid(),
  businessId: z.uuid(),
  returnTo: z.enum(GOOGLE_CONNECT_RETURNS),
  verifier: z.string().min(43).max(128),
  browserHash: z.string().min(1),
});
export type TConnectState = z.infer<typeof ZConnectState>;

const base64url = (buffer: Buffer) => buffer.toString('base64url');
const stateKey = (state: string) => `bff:oauth:google-connect:${state}`;

// The consent redirect of the Google Business Profile connection (docs/architecture.md "Outside
// services"): OAuth 2.0 authorization code with PKCE (S256) and a one-time state in Redis, as for
// Google sign-in. The BFF never sees a token: analysis exchanges the code.
@Injectable()
export class GoogleConnectService {
  constructor(private readonly redis: Redis) {}

  get redirectUri(): string {
    return `${publicUrl()}${CONNECT_CALLBACK_PATH}`;
  }

  async authorizationUrl(actor: { userId: string; businessId: string }, start: TGoogleConnectStart): Promise<{ url: string; browserNonce: string }> {
    if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) {
      throw new RpcError({ code: 'NOT_CONFIGURED', message: 'Google Business Profile is not configured on this server.' });
    }
    const state = base64url(randomBytes(24));
    const verifier = base64url(randomBytes(32));
    const browserNonce = newBrowserNonce();
    const stored: TConnectState = { userId: actor.userId, businessId: actor.businessId, returnTo: start.returnTo, verifier, browserHash: nonceHash(browserNonce) };
    await this.redis.set(stateKey(state), JSON.stringify(stored), 'EX', CONNECT_STATE_TTL_SECONDS);
    const url = new URL(env.GOOGLE_AUTH_URL);
    url.search = new URLSearchParams({
      client_id: env.GOOGLE_CLIENT_ID,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      // openid email: which Google account is connected, shown to the owner.
      scope: ['openid', 'email', GOOGLE_BUSINESS_SCOPE].join(' '),
      state,
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
      // A refresh token every time (offline + consent), and earlier grants kept.
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
    }).toString();
    return { url: url.toString(), browserNonce };
  }

  // Single use: taken out of Redis by the first callback presenting it, from the browser that
  // started the flow only.
  async takeState(state: unknown, browserNonce: string | undefined): Promise<TConnectState | undefined> {
    if (typeof state !== 'string' || !/^[\w-]{16,64}$/.test(state)) return undefined;
    const raw = await this.redis.getdel(stateKey(state));
    if (!raw) return undefined;
    const parsed = ZConnectState.safeParse(JSON.parse(raw));
    if (!parsed.success || !sameNonce(browserNonce, parsed.data.browserHash)) return undefined;
    return parsed.data;
  }
}
