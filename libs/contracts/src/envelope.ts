import { z } from 'zod';

// Every event crossing Kafka travels in this envelope (docs/architecture.md, Messages).
export const ZEventActor = z.object({
  userId: z.uuid().optional(),
  businessId: z.uuid().optional(),
});
export type TEventActor = z.infer<typeof ZEventActor>;

export const ZEventEnvelope = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  actor: ZEventActor,
  correlationId: z.string().optional(),
  payload: z.unknown(),
});
export type TEventEnvelope<TPayload = unknown> = Omit<z.infer<typeof ZEventEnvelope>, 'payload'> & {
  payload: TPayload;
};
