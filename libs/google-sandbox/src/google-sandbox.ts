import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import {
  DEFAULT_CLIENT,
  DEFAULT_PERFORMANCE_DELAY_DAYS,
  DEFAULT_PUBSUB,
  DEFAULT_PUSH_RETRY,
  type TGoogleSandboxOptions,
  type TOAuthClient,
} from './config/sandbox-options';
import { googleSandboxEnv } from './config/google-env';
import { FaultRegistry, RequestLog, type TRequestLogEntry } from './control/faults';
import { SandboxControls } from './control/sandbox-controls';
import { sandboxApp } from './http/sandbox-app';
import type { TSandboxContext } from './http/sandbox-context';
import { CONSENT_PATH } from './oauth/consent-page';
import { SandboxSigner, type TSigningKey } from './oauth/signing-key';
import { TokenService } from './oauth/token.service';
import { PushPublisher } from './pubsub/push-publisher';
import { SandboxStore } from './state/sandbox-store';
import type { TSandboxState } from './state/sandbox-state';

type TRunning = { server: Server; context: TSandboxContext; controls: SandboxControls; abort: AbortController };

export type TConsentChoice = { email: string; allow?: boolean; scopes?: string[] };

// The Google sandbox: an HTTP server on 127.0.0.1 answering like Google's OAuth 2.0 server and
// the Business Profile APIs, with controls for tests and the demo. Tests start it in-process
// (`await new GoogleSandbox().start()`, a free port); `npm start` runs it as its own process.
export class GoogleSandbox {
  private running: TRunning | undefined;
  private port = 0;
  readonly client: TOAuthClient;

  constructor(private readonly options: TGoogleSandboxOptions = {}) {
    this.client = options.clients?.[0] ?? DEFAULT_CLIENT;
  }

  async start(): Promise<this> {
    const abort = new AbortController();
    const now = this.options.now ?? (() => new Date());
    const store = new SandboxStore(now, this.options.state, this.options.onStateChange);
    const signer = await SandboxSigner.create(this.options.signingKey);
    const clients = this.options.clients ?? [DEFAULT_CLIENT];
    const pubsub = { ...DEFAULT_PUBSUB, ...this.options.pubsub };
    const context: TSandboxContext = {
      store,
      signer,
      tokens: new TokenService(store, signer, clients, this.options.accessTokenLifetimeSeconds ?? 3599),
      faults: new FaultRegistry(),
      log: new RequestLog(),
      publisher: new PushPublisher(store, signer, pubsub, { ...DEFAULT_PUSH_RETRY, ...this.options.pushRetry }),
      clients,
      pubsub,
      performanceDelayDays: this.options.performanceDelayDays ?? DEFAULT_PERFORMANCE_DELAY_DAYS,
      closing: abort.signal,
      origin: () => this.origin,
    };
    const controls = new SandboxControls(context);
    const server = createServer(sandboxApp(context, controls, () => this.env()));
    server.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.running = { server, context, controls, abort };
    return this;
  }

  async stop(): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    running.abort.abort();
    running.context.publisher.stop();
    running.server.closeAllConnections();
    running.server.close();
    await once(running.server, 'close');
  }

  private get live(): TRunning {
    if (!this.running) throw new Error('the Google sandbox is not started');
    return this.running;
  }

  get origin(): string {
    return `http://${this.options.host ?? '127.0.0.1'}:${this.port}`;
  }

  get urls() {
    const origin = this.origin;
    return {
      control: `${origin}/_sandbox/`,
      authorize: `${origin}/o/oauth2/v2/auth`,
      token: `${origin}/token`,
      revoke: `${origin}/revoke`,
      userinfo: `${origin}/v1/userinfo`,
      tokenInfo: `${origin}/tokeninfo`,
      pemCerts: `${origin}/oauth2/v1/certs`,
      jwks: `${origin}/oauth2/v3/certs`,
      api: `${origin}/`,
    };
  }

  // google-auth-library's OAuth2Client `endpoints` option for this sandbox.
  get oauthEndpoints() {
    const urls = this.urls;
    return {
      oauth2AuthBaseUrl: urls.authorize,
      oauth2TokenUrl: urls.token,
      oauth2RevokeUrl: urls.revoke,
      tokenInfoUrl: urls.tokenInfo,
      oauth2FederatedSignonPemCertsUrl: urls.pemCerts,
      oauth2FederatedSignonJwkCertsUrl: urls.jwks,
    };
  }

  get clientId(): string {
    return this.client.clientId;
  }

  get clientSecret(): string {
    return this.client.clientSecret;
  }

  get control(): SandboxControls {
    return this.live.controls;
  }

  get signingKey(): TSigningKey {
    return this.live.context.signer.exported;
  }

  // The variables that point the product at this sandbox (names documented in GOOGLE_ENV).
  env(overrides: Record<string, string> = {}): Record<string, string> {
    const subscription = this.running?.context.publisher.subscription ?? { ...DEFAULT_PUBSUB, ...this.options.pubsub };
    const audience = subscription.audience ?? subscription.pushEndpoint;
    return { ...googleSandboxEnv(this.origin, this.client, { ...subscription, ...(audience ? { audience } : {}) }), ...overrides };
  }

  // A copy of the whole state, for assertions.
  snapshot(): TSandboxState {
    return structuredClone(this.live.context.store.state);
  }

  requests(operation?: string): TRequestLogEntry[] {
    return this.live.context.log.list(operation);
  }

  // Goes through the consent page as a user would: opens the authorization URL, then submits the
  // form as `email` (Allow, or Cancel with allow: false; `scopes` leaves the others unticked).
  // Returns where Google sends the browser back (the app's redirect URI with code or error).
  async consent(authorizationUrl: string, choice: TConsentChoice): Promise<string> {
    const opened = await fetch(authorizationUrl, { redirect: 'manual' });
    if (opened.status === 302) return opened.headers.get('location') ?? '';
    if (opened.status !== 200) throw new Error(`the consent page answered ${opened.status}: ${await opened.text()}`);
    await opened.text();
    const params = new URL(authorizationUrl).searchParams;
    const form = new URLSearchParams(params);
    form.set('account', choice.email);
    form.set('decision', choice.allow === false ? 'deny' : 'allow');
    for (const scope of choice.scopes ?? (params.get('scope') ?? '').split(' ')) form.append('granted_scope', scope);
    const submitted = await fetch(`${this.origin}${CONSENT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    });
    await submitted.text();
    const location = submitted.headers.get('location');
    if (submitted.status !== 302 || !location) throw new Error(`the consent form answered ${submitted.status}`);
    return location;
  }
}
