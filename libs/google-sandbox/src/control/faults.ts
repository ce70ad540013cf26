import { z } from 'zod';

// An injected fault: the next `times` calls of an operation (Google's method id, e.g.
// `mybusiness.accounts.locations.reviews.list`; a trailing `*` matches a prefix, `*` alone every
// operation) answer `status` with Google's error body, or first wait `hangMs` (then answer
// normally, or with `status` when both are given).
export const ZFault = z
  .object({
    operation: z.string().min(1).max(200),
    status: z.union([z.literal(401), z.literal(403), z.literal(429), z.literal(500), z.literal(503)]).optional(),
    hangMs: z.number().int().min(1).max(600_000).optional(),
    times: z.number().int().min(1).max(1000).default(1),
  })
  .refine((fault) => fault.status !== undefined || fault.hangMs !== undefined, { message: 'a fault needs a status or hangMs' });
export type TFault = z.infer<typeof ZFault>;

export type TFaultHit = { status?: number; hangMs?: number };

const matches = (pattern: string, operation: string): boolean =>
  pattern === '*' || pattern === operation || (pattern.endsWith('*') && operation.startsWith(pattern.slice(0, -1)));

export class FaultRegistry {
  private faults: TFault[] = [];

  add(fault: TFault): void {
    this.faults.push({ ...fault });
  }

  list(): TFault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.faults = [];
  }

  // Uses up one call of the first fault that matches the operation.
  take(operation: string): TFaultHit | undefined {
    const fault = this.faults.find((candidate) => matches(candidate.operation, operation));
    if (!fault) return undefined;
    fault.times -= 1;
    if (fault.times <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return { ...(fault.status === undefined ? {} : { status: fault.status }), ...(fault.hangMs === undefined ? {} : { hangMs: fault.hangMs }) };
  }
}

export type TRequestLogEntry = { at: string; operation: string; method: string; path: string; status: number; user?: string };

// The last requests the Google-compatible routes answered, for tests and the control page.
export class RequestLog {
  private entries: TRequestLogEntry[] = [];

  constructor(private readonly limit = 500) {}

  add(entry: TRequestLogEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.limit) this.entries = this.entries.slice(-this.limit);
  }

  list(operation?: string): TRequestLogEntry[] {
    return operation ? this.entries.filter((entry) => matches(operation, entry.operation)) : [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}
