import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonReply as json, LoopbackServer, readBody, send, type TLoopbackReply as TReply } from './loopback-server';

export type TStripeRequest = { method: string; path: string; params: URLSearchParams; idempotencyKey: string | undefined; authorization: string | undefined };

const newId = (prefix: string): string => `${prefix}_test_${randomBytes(8).toString('hex')}`;

// A local Stripe API for the official `stripe` SDK (host/port/protocol pointed here): customers,
// Checkout Sessions, billing portal sessions, subscription updates and cancellations, customer
// deletion (a deleted object answers 404 resource_missing afterwards), with Stripe's idempotency
// (a repeated Idempotency-Key answers the first response). /checkout/<id> and /portal/<id> are the
// hosted pages a browser is sent to. Every API request is recorded for assertions.
export class FakeStripeServer extends LoopbackServer {
  readonly secretKey = 'sk_test_nearbly_fake';
  readonly webhookSecret = 'whsec_nearbly_fake';
  readonly requests: TStripeRequest[] = [];
  private readonly byIdempotencyKey = new Map<string, TReply>();
  private readonly deleted = new Set<string>();
  private readonly failures = new Map<string, { status: number; error: Record<string, unknown> }>();

  get baseUrl(): string {
    return this.origin;
  }

  // The environment the billing service needs to use this server.
  get env(): Record<string, string> {
    return { STRIPE_SECRET_KEY: this.secretKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_nearbly_fake', STRIPE_WEBHOOK_SECRET: this.webhookSecret, STRIPE_API_URL: this.baseUrl };
  }

  // The next request to `path` answers this Stripe error (as Stripe shapes it: { error: {...} }).
  failNext(path: string, status: number, error: Record<string, unknown>): void {
    this.failures.set(path, { status, error });
  }

  requestsTo(method: string, path: string): TStripeRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  protected async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    send(response, await this.handle(request));
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
    const failure = this.failures.get(url.pathname);
    if (failure) {
      this.failures.delete(url.pathname);
      return json(failure.status, { error: failure.error });
    }
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
    const customer = /^\/v1\/customers\/([\w-]+)$/.exec(path);
    const gone = (subscription ?? customer)?.[1];
    if (gone && this.deleted.has(gone)) {
      return json(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${subscription ? 'subscription' : 'customer'}: '${gone}'` } });
    }
    if (method === 'DELETE' && subscription?.[1]) {
      this.deleted.add(subscription[1]);
      return json(200, { id: subscription[1], object: 'subscription', status: 'canceled', canceled_at: Math.floor(Date.now() / 1000), metadata });
    }
    if (method === 'DELETE' && customer?.[1]) {
      this.deleted.add(customer[1]);
      return json(200, { id: customer[1], object: 'customer', deleted: true });
    }
    if (method === 'POST' && subscription) {
      return json(200, { id: subscription[1], object: 'subscription', status: 'active', cancel_at_period_end: params.get('cancel_at_period_end') === 'true', metadata });
    }
    return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } });
  }
}
