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

export const createEvent = <TPayload>(input: {
  type: string;
  payload: TPayload;
  actor?: TEventActor;
  version?: number;
  correlationId?: string;
}): TEventEnvelope<TPayload> => ({
  // The platform's crypto (Node and browsers alike): contracts import nothing from `node:`.
  id: crypto.randomUUID(),
  type: input.type,
  version: input.version ?? 1,
  occurredAt: new Date().toISOString(),
  actor: input.actor ?? {},
  correlationId: input.correlationId,
  payload: input.payload,
});

// Consumers validate the envelope and then the payload with the event's own schema.
export const parseEvent = <TSchema extends z.ZodType>(
  raw: unknown,
  payloadSchema: TSchema,
): TEventEnvelope<z.infer<TSchema>> => {
  const envelope = ZEventEnvelope.parse(raw);
  return { ...envelope, payload: payloadSchema.parse(envelope.payload) };
};
