import { z } from 'zod';
import { SERVICE_NAMES } from './services';

export const ZDependencyCheck = z.object({
  ok: z.boolean(),
  latencyMs: z.number().nonnegative(),
  error: z.string().optional(),
});
export type TDependencyCheck = z.infer<typeof ZDependencyCheck>;

// What each service answers on `<service>.health`.
export const ZServiceHealth = z.object({
  service: z.enum(SERVICE_NAMES),
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  checks: z.record(z.string(), ZDependencyCheck),
});
export type TServiceHealth = z.infer<typeof ZServiceHealth>;
