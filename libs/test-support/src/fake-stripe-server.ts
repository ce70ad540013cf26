import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export type TStripeRequest = { method: string; path: string; params: URLSearchParams; idempotencyKey: string | undefined; authorization: string | undefined };

type TReply = [number, Record<string, string>, string];

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const json = (status: number, body: unknown): TReply => [status, { 'content-type': 'application/json' }, JSON.stringify(body)];
const newId = (prefix: string): string => `${prefix}_test_${randomBytes(8).toString('hex')}`;

// A local Stripe API for the official `stripe` SDK (host/port/protocol pointed here): customers,
// Checkout Sessions, billing portal sessions and subscription updates, with Stripe's idempotency
// (a repeated Idempotency-Key answers the first response). /checkout/<id> and /portal/<id> are the
// hosted pages a browser is sent to. Every API request is recorded for assertions.
export class FakeStripeServer {
  readonly secretKey = 'sk_test_nearbly_fake';
  readonly webhookSecret = 'whsec_nearbly_fake';
  readonly requests: TStripeRequest[] = [];
  private readonly byIdempotencyKey = new Map<string, TReply>();
  private server: Server | undefined;
  private port = 0;

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  // The environment the billing service needs to use this server.
  get env(): Record<string, string> {
    return { STRIPE_SECRET_KEY: this.secretKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_nearbly_fake', STRIPE_WEBHOOK_SECRET: this.webhookSecret, STRIPE_API_URL: this.baseUrl };
  }

  requestsTo(method: string, path: string): TStripeRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
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
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  private async handle(request: IncomingMessage): Promise<TReply> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    const method = request.method ?? 'GET';
    if (method === 'GET' && /^\/(checkout|portal)\/[\w-]+$/.test(url.pathname)) {
      const title = url.pathname.startsWith('/checkout') ? 'Fake Stripe Checkout' : 'Fake Stripe Billing Portal';
      return [200, { 'content-type': 'text/html' }, `<!doctype html><title>${title}</title><h1>${title}</h1>`];
    }
    if (!url.pathname.startsWith('/v1/')) return json(404, { error: { message: 'Not found' } });
    const authorization = request.headers.authorization;
    const idempotencyKey = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : undefined;
    const params = new URLSearchParams(method === 'GET' ? url.search : await readBody(request));
    this.requests.push({ method, path: url.pathname, params, idempotencyKey, authorization });
    if (authorization !== `Bearer ${this.secretKey}`) return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const remembered = idempotencyKey ? this.byIdempotencyKey.get(`${url.pathname}:${idempotencyKey}`) : undefined;
    if (remembered) return remembered;
    const reply = this.route(method, url.pathname, params);
    if (idempotencyKey && reply[0] < 500) this.byIdempotencyKey.set(`${url.pathname}:${idempotencyKey}`, reply);
    return reply;
  }

  private route(method: string, path: string, params: URLSearchParams): TReply {
    const metadata = Object.fromEntries([...params].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]));
    if (method === 'POST' && path === '/v1/customers') {
      return json(200, { id: newId('cus'), object: 'customer', email: params.get('email'), name: params.get('name'), metadata });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs');
      return json(200, {
        id,
        object: 'checkout.session',
        mode: params.get('mode'),
        customer: params.get('customer'),
        client_reference_id: params.get('client_reference_id'),
        success_url: params.get('success_url'),
        cancel_url: params.get('cancel_url'),
        metadata,
        url: `${this.baseUrl}/checkout/${id}`,
      });
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = newId('bps');
      return json(200, { id, object: 'billing_portal.session', customer: params.get('customer'), return_url: params.get('return_url'), url: `${this.baseUrl}/portal/${id}` });
    }
    const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (method === 'POST' && subscription) {
      return json(200, { id: subscription[1], object: 'subscription', status: 'active', cancel_at_period_end: params.get('cancel_at_period_end') === 'true', metadata });
    }
    return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } });
  }
}
