import { createHash, timingSafeEqual } from 'node:crypto';
import type { TOAuthClient } from '../config/sandbox-options';
import type { SandboxStore } from '../state/sandbox-store';
import type { TAccessToken, TGoogleUser, TGrant } from '../state/sandbox-state';
import type { TAuthRequest } from './authorization';
import { EMAIL_SCOPE, OPENID_SCOPE, PROFILE_SCOPE, parseScopes } from './scopes';
import type { SandboxSigner } from './signing-key';

export type TOAuthReply = { status: number; body: Record<string, unknown> };
export type TAuthenticated = { kind: 'ok'; user: TGoogleUser; scopes: string[]; token: TAccessToken; clientId: string } | { kind: 'missing' } | { kind: 'invalid' };

const CODE_LIFETIME_MS = 10 * 60_000;
const oauthError = (status: number, error: string, description: string): TOAuthReply => ({ status, body: { error, error_description: description } });

const sameText = (left: string, right: string): boolean => {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
};

const challengeOf = (verifier: string, method: string | undefined): string =>
  method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;

// Google's OAuth 2.0 server: codes, grants (one per user and client), access and refresh tokens,
// ID tokens for OpenID scopes, revocation of a whole grant.
export class TokenService {
  constructor(
    private readonly store: SandboxStore,
    private readonly signer: SandboxSigner,
    private readonly clients: TOAuthClient[],
    private readonly lifetimeSeconds: number,
  ) {}

  // The consent page's Allow: a one-time code for the app's redirect URI.
  approve(request: TAuthRequest, user: TGoogleUser, scopes: string[]): string {
    const state = this.store.state;
    const code = this.store.mint('4/0Sbx');
    state.codes = state.codes.filter((candidate) => new Date(candidate.expiresAt) > this.store.now());
    state.codes.push({
      code,
      clientId: request.client.clientId,
      userId: user.id,
      redirectUri: request.redirectUri,
      scopes: request.includeGrantedScopes ? [...new Set([...scopes, ...(this.activeGrant(user.id, request.client.clientId)?.scopes ?? [])])] : scopes,
      ...(request.codeChallenge ? { codeChallenge: request.codeChallenge, codeChallengeMethod: request.codeChallengeMethod } : {}),
      offline: request.offline,
      forceConsent: request.forceConsent,
      ...(request.nonce ? { nonce: request.nonce } : {}),
      expiresAt: new Date(this.store.now().getTime() + CODE_LIFETIME_MS).toISOString(),
    });
    this.store.changed();
    const target = new URL(request.redirectUri);
    if (request.state !== undefined) target.searchParams.set('state', request.state);
    target.searchParams.set('code', code);
    target.searchParams.set('scope', scopes.join(' '));
    target.searchParams.set('authuser', '0');
    target.searchParams.set('prompt', 'consent');
    return target.toString();
  }

  async token(form: URLSearchParams, authorization: string | undefined): Promise<TOAuthReply> {
    const client = this.authenticateClient(form, authorization);
    if ('status' in client) return client;
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') return this.exchangeCode(form, client);
    if (grantType === 'refresh_token') return this.refresh(form, client);
    if (!grantType) return oauthError(400, 'invalid_request', 'Missing required parameter: grant_type');
    return oauthError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
  }

  // Revoking an access or a refresh token ends the whole grant, as Google does.
  revoke(token: string): TOAuthReply {
    const grant = this.grantOfToken(token);
    if (!grant) return oauthError(400, 'invalid_token', 'Token expired or revoked');
    this.removeGrants((candidate) => candidate.id === grant.id);
    return { status: 200, body: {} };
  }

  // The control: every app loses this user's access (as if removed in the Google Account).
  revokeUser(userId: string): number {
    return this.removeGrants((grant) => grant.userId === userId);
  }

  // The control: access tokens stop working at once (refresh tokens still work).
  expireAccessTokens(): number {
    const now = this.store.now().toISOString();
    const tokens = this.store.state.accessTokens;
    tokens.forEach((token) => (token.expiresAt = now));
    this.store.changed();
    return tokens.length;
  }

  authenticate(header: string | undefined): TAuthenticated {
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    if (!match?.[1]) return { kind: 'missing' };
    const token = this.store.state.accessTokens.find((candidate) => sameText(candidate.token, match[1] ?? ''));
    if (!token || new Date(token.expiresAt) <= this.store.now()) return { kind: 'invalid' };
    const grant = this.store.state.grants.find((candidate) => candidate.id === token.grantId);
    const user = grant && this.store.userById(grant.userId);
    return grant && user ? { kind: 'ok', user, scopes: token.scopes, token, clientId: grant.clientId } : { kind: 'invalid' };
  }

  private authenticateClient(form: URLSearchParams, authorization: string | undefined): TOAuthClient | TOAuthReply {
    let clientId = form.get('client_id') ?? '';
    let secret = form.get('client_secret') ?? '';
    const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
    if (basic?.[1]) {
      const [id = '', password = ''] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id);
      secret = decodeURIComponent(password);
    }
    const client = this.clients.find((candidate) => candidate.clientId === clientId);
    if (!client) return oauthError(401, 'invalid_client', 'The OAuth client was not found.');
    if (!sameText(client.clientSecret, secret)) return oauthError(401, 'invalid_client', 'Unauthorized');
    return client;
  }

  private async exchangeCode(form: URLSearchParams, client: TOAuthClient): Promise<TOAuthReply> {
    const value = form.get('code');
    if (!value) return oauthError(400, 'invalid_request', 'Missing required parameter: code');
    const state = this.store.state;
    const code = state.codes.find((candidate) => sameText(candidate.code, value));
    // A code works once, for the client and redirect URI it was issued to, within 10 minutes.
    state.codes = state.codes.filter((candidate) => candidate !== code);
    this.store.changed();
    if (!code || code.clientId !== client.clientId || new Date(code.expiresAt) <= this.store.now()) return oauthError(400, 'invalid_grant', 'Bad Request');
    if (form.get('redirect_uri') !== code.redirectUri) return oauthError(400, 'redirect_uri_mismatch', 'Bad Request');
    if (code.codeChallenge) {
      const verifier = form.get('code_verifier');
      if (!verifier) return oauthError(400, 'invalid_grant', 'Missing code verifier.');
      if (!sameText(challengeOf(verifier, code.codeChallengeMethod), code.codeChallenge)) return oauthError(400, 'invalid_grant', 'Invalid code verifier.');
    }
    const user = this.store.userById(code.userId);
    if (!user) return oauthError(400, 'invalid_grant', 'Bad Request');
    const existing = this.activeGrant(user.id, client.clientId);
    const grant: TGrant = existing ?? { id: this.store.mint('grant-'), userId: user.id, clientId: client.clientId, scopes: [], refreshTokens: [], createdAt: this.store.now().toISOString() };
    if (!existing) state.grants.push(grant);
    grant.scopes = [...new Set([...grant.scopes, ...code.scopes])];
    // Google gives a refresh token for offline access the first time a user consents to the app,
    // and again only when the app asks for consent (prompt=consent).
    const refreshToken = code.offline && (code.forceConsent || grant.refreshTokens.length === 0) ? this.store.mint('1//0sbx') : undefined;
    if (refreshToken) grant.refreshTokens.push(refreshToken);
    return { status: 200, body: await this.issue(grant, user, code.scopes, client, { refreshToken, nonce: code.nonce }) };
  }

  private async refresh(form: URLSearchParams, client: TOAuthClient): Promise<TOAuthReply> {
    const value = form.get('refresh_token');
    if (!value) return oauthError(400, 'invalid_request', 'Missing required parameter: refresh_token');
    const grant = this.store.state.grants.find((candidate) => candidate.refreshTokens.some((token) => sameText(token, value)));
    if (!grant || grant.clientId !== client.clientId) return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
    const user = this.store.userById(grant.userId);
    if (!user) return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
    const requested = parseScopes(form.get('scope'));
    return { status: 200, body: await this.issue(grant, user, requested.length > 0 ? requested.filter((scope) => grant.scopes.includes(scope)) : grant.scopes, client, {}) };
  }

  private async issue(grant: TGrant, user: TGoogleUser, scopes: string[], client: TOAuthClient, extra: { refreshToken?: string; nonce?: string }) {
    const now = this.store.now();
    const state = this.store.state;
    const token = `ya29.${this.store.mint('a0Sbx')}`;
    state.accessTokens = state.accessTokens.filter((candidate) => new Date(candidate.expiresAt).getTime() > now.getTime() - 3_600_000);
    state.accessTokens.push({ token, grantId: grant.id, scopes, expiresAt: new Date(now.getTime() + this.lifetimeSeconds * 1000).toISOString() });
    this.store.changed();
    const idToken = scopes.includes(OPENID_SCOPE)
      ? await this.signer.sign(
          {
            aud: client.clientId,
            azp: client.clientId,
            sub: user.id,
            at_hash: createHash('sha256').update(token).digest().subarray(0, 16).toString('base64url'),
            ...(scopes.includes(EMAIL_SCOPE) ? { email: user.email, email_verified: true } : {}),
            ...(scopes.includes(PROFILE_SCOPE) ? { name: `${user.givenName} ${user.familyName}`, given_name: user.givenName, family_name: user.familyName } : {}),
            ...(extra.nonce ? { nonce: extra.nonce } : {}),
          },
          now,
        )
      : undefined;
    return {
      access_token: token,
      expires_in: this.lifetimeSeconds,
      ...(extra.refreshToken ? { refresh_token: extra.refreshToken } : {}),
      scope: scopes.join(' '),
      token_type: 'Bearer',
      ...(idToken ? { id_token: idToken } : {}),
    };
  }

  private activeGrant(userId: string, clientId: string): TGrant | undefined {
    return this.store.state.grants.find((grant) => grant.userId === userId && grant.clientId === clientId);
  }

  private grantOfToken(token: string): TGrant | undefined {
    const state = this.store.state;
    const access = state.accessTokens.find((candidate) => sameText(candidate.token, token));
    return state.grants.find((grant) => grant.id === access?.grantId || grant.refreshTokens.some((refresh) => sameText(refresh, token)));
  }

  private removeGrants(predicate: (grant: TGrant) => boolean): number {
    const state = this.store.state;
    const removed = new Set(state.grants.filter(predicate).map((grant) => grant.id));
    state.grants = state.grants.filter((grant) => !removed.has(grant.id));
    state.accessTokens = state.accessTokens.filter((token) => !removed.has(token.grantId));
    this.store.changed();
    return removed.size;
  }
}
