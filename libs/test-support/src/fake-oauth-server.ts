import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonReply, LoopbackServer, readBody, send, type TLoopbackReply } from './loopback-server';

export type TFakeIdentity = { sub: string; email: string; email_verified: boolean; given_name?: string; family_name?: string };

type TIssuedCode = { identity: TFakeIdentity; challenge: string; redirectUri: string; clientId: string };

// A local OAuth 2.0 / OpenID Connect provider speaking Google's HTTP endpoints: /authorize signs
// the configured identity in at once, /token checks client credentials and the PKCE verifier,
// /userinfo answers the identity for the access token.
export class FakeOAuthServer extends LoopbackServer {
  readonly clientId = 'nearbly-test-client';
  readonly clientSecret = 'nearbly-test-secret';
  nextIdentity: TFakeIdentity = { sub: 'google-1', email: 'owner@example.com', email_verified: true, given_name: 'Olive', family_name: 'Owner' };
  readonly tokenRequests: URLSearchParams[] = [];
  private readonly codes = new Map<string, TIssuedCode>();
  private readonly tokens = new Map<string, TFakeIdentity>();

  get urls() {
    const base = this.origin;
    return { authorize: `${base}/authorize`, token: `${base}/token`, userinfo: `${base}/userinfo` };
  }

  protected async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    send(response, await this.handle(request));
  }

  private async handle(request: IncomingMessage): Promise<TLoopbackReply> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const json = jsonReply;
    if (url.pathname === '/authorize') {
      const params = url.searchParams;
      if (params.get('client_id') !== this.clientId || params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) {
        return json(400, { error: 'invalid_request' });
      }
      const code = randomBytes(16).toString('hex');
      this.codes.set(code, { identity: this.nextIdentity, challenge: params.get('code_challenge') ?? '', redirectUri: params.get('redirect_uri') ?? '', clientId: this.clientId });
      const target = new URL(params.get('redirect_uri') ?? '');
      target.searchParams.set('code', code);
      target.searchParams.set('state', params.get('state') ?? '');
      return [302, { location: target.toString() }, ''];
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const body = new URLSearchParams(await readBody(request));
      this.tokenRequests.push(body);
      const issued = this.codes.get(body.get('code') ?? '');
      this.codes.delete(body.get('code') ?? '');
      const verifier = body.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !issued ||
        body.get('client_id') !== this.clientId ||
        body.get('client_secret') !== this.clientSecret ||
        body.get('redirect_uri') !== issued.redirectUri ||
        challenge !== issued.challenge
      ) {
        return json(400, { error: 'invalid_grant' });
      }
      const accessToken = randomBytes(16).toString('hex');
      this.tokens.set(accessToken, issued.identity);
      return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile' });
    }
    if (url.pathname === '/userinfo') {
      const identity = this.tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      return identity ? json(200, identity) : json(401, { error: 'invalid_token' });
    }
    return json(404, { error: 'not_found' });
  }
}
