import { AsyncLocalStorage } from 'node:async_hooks';

// What one unit of work (an HTTP request in the BFF, a Kafka request or event in a service) knows
// about itself while it runs, without passing it through every call: read by the logger's mixin,
// RpcClient (the Kafka header) and the Prisma outbox extension (the event envelope).
// `deadline` (epoch ms) is when the caller of a Kafka request stops waiting: a nested request made
// while handling it never outlives it (RpcClient takes the earlier of its own timeout and this).
export type TRequestContext = { readonly correlationId: string | undefined; readonly deadline?: number };

export const CORRELATION_HEADER = 'x-correlation-id';

const storage = new AsyncLocalStorage<TRequestContext>();

// Ids come from outside (HTTP and Kafka headers): only a sane token is kept, so nothing odd lands
// in the logs or in other services' headers.
const SANE_ID = /^[\w.:-]{1,128}$/;

export const saneCorrelationId = (value: unknown): string | undefined => {
  const text = Buffer.isBuffer(value) ? value.toString('utf8') : Array.isArray(value) ? saneCorrelationId(value[0]) : value;
  return typeof text === 'string' && SANE_ID.test(text) ? text : undefined;
};

export const runWithContext = <T>(context: TRequestContext, fn: () => T): T => storage.run(context, fn);

export const runWithCorrelationId = <T>(correlationId: string | undefined, fn: () => T): T =>
  storage.run({ correlationId }, fn);

export const currentCorrelationId = (): string | undefined => storage.getStore()?.correlationId;

export const currentDeadline = (): number | undefined => storage.getStore()?.deadline;

// The correlation id of a Kafka message: its header, else (an event relayed without one) the envelope's.
export const correlationIdOfMessage = (headers: Record<string, unknown> | undefined, data: unknown): string | undefined =>
  saneCorrelationId(headers?.[CORRELATION_HEADER]) ??
  (typeof data === 'object' && data !== null && 'correlationId' in data ? saneCorrelationId(data.correlationId) : undefined);
