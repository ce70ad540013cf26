import { z } from 'zod';
import { defineRequest } from './message';
import { SERVICE_NAMES, type TServiceName } from './services';

export const ZDependencyCheck = z.object({
  ok: z.boolean(),
  latencyMs: z.number().nonnegative(),
  error: z.string().optional(),
});
export type TDependencyCheck = z.infer<typeof ZDependencyCheck>;

// A BullMQ queue of a service: jobs waiting, running, delayed for a retry, and dead-lettered
// (every attempt failed; kept for inspection and retry).
export const ZQueueHealth = z.object({
  waiting: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  delayed: z.number().int().nonnegative(),
  deadLetter: z.number().int().nonnegative(),
});
export type TQueueHealth = z.infer<typeof ZQueueHealth>;

// What each service answers on `<service>.health`.
export const ZServiceHealth = z.object({
  service: z.enum(SERVICE_NAMES),
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  checks: z.record(z.string(), ZDependencyCheck),
  queues: z.record(z.string(), ZQueueHealth).optional(),
});
export type TServiceHealth = z.infer<typeof ZServiceHealth>;

// `<service>.health`: asked by the BFF's health monitor (nothing to send).
export const ZHealthRequest = z.object({});
const healthRequestOf = (service: TServiceName) => defineRequest({ topic: `${service}.health`, request: ZHealthRequest, reply: ZServiceHealth, timeoutMs: 2_000 });
export const HealthRequests = Object.fromEntries(SERVICE_NAMES.map((service) => [service, healthRequestOf(service)])) as Record<
  TServiceName,
  ReturnType<typeof healthRequestOf>
>;

// `<service>.echo`: answers what it is sent and touches nothing else, so a benchmark can time the
// transport alone (GET /api/bench/echo, on only with the BFF's BENCH_ROUTES=on).
export const ZEcho = z.object({ text: z.string().max(1_000) });
const echoRequestOf = (service: TServiceName) => defineRequest({ topic: `${service}.echo`, request: ZEcho, reply: ZEcho });
export const EchoRequests = Object.fromEntries(SERVICE_NAMES.map((service) => [service, echoRequestOf(service)])) as Record<
  TServiceName,
  ReturnType<typeof echoRequestOf>
>;
