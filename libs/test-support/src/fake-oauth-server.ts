import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export type TFakeIdentity = { sub: string; email: string; email_verified: boolean; given_name?: string; family_name?: string };

type TIssuedCode = { identity: TFakeIdentity; challenge: string; redirectUri: string; clientId: string };

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

// A local OAuth 2.0 / OpenID Connect provider speaking Google's HTTP endpoints: /authorize signs
// the configured identity in at once, /token checks client credentials and the PKCE verifier,
// /userinfo answers the identity for the access token.
export class FakeOAuthServer {
  readonly clientId = 'nearbly-test-client';
  readonly clientSecret = 'nearbly-test-secret';
  nextIdentity: TFakeIdentity = { sub: 'google-1', email: 'owner@example.com', email_verified: true, given_name: 'Olive', family_name: 'Owner' };
  readonly tokenRequests: URLSearchParams[] = [];
  private readonly codes = new Map<string, TIssuedCode>();
  private readonly tokens = new Map<string, TFakeIdentity>();
  private server: Server | undefined;
  private port = 0;

  get urls() {
    const base = `http://127.0.0.1:${this.port}`;
    return { authorize: `${base}/authorize`, token: `${base}/token`, userinfo: `${base}/userinfo` };
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.handle(request)
        .then(([status, headers, body]) => {
          response.writeHead(status, headers);
          response.end(body);
        })
        .catch(() => {
          response.writeHead(500);
          response.end();
        });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.close();
    await once(this.server, 'close');
  }

  private async handle(request: IncomingMessage): Promise<[number, Record<string, string>, string]> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown): [number, Record<string, string>, string] => [status, { 'content-type': 'application/json' }, JSON.stringify(body)];
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
