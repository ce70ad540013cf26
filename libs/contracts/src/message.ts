import { z } from 'zod';
import { ZEventEnvelope, type TEventEnvelope } from './envelope';
import { toErrorDetails, type TErrorDetail } from './errors';
import { isServiceName, type TServiceName } from './services';
import type { TRpcCaller } from './topics';

// One message is one object, imported by both ends: the topic it travels on and the schemas of
// what goes in and what comes back. The caller's `rpc.call(Contract, input)` and the handler's
// `@Handles(Contract)` (libs/service-kit) both read it, so a topic is never a loose string and a
// reply never a cast. Topic names are stored identifiers: never derived from code names.

// A request/reply: `<service>.<verb>` (or `<service>.<entity>.<verb>`), answered by `service`.
export type TRequestContract<TRequest extends z.ZodType = z.ZodType, TReply extends z.ZodType = z.ZodType> = {
  readonly kind: 'request';
  readonly service: TServiceName;
  readonly topic: string;
  readonly request: TRequest;
  readonly reply: TReply;
  // How long a caller waits by default (the caller's own deadline, if shorter, wins).
  readonly timeoutMs: number | undefined;
  // A request that carries one form under this key reports its fields' errors without the key
  // (`email`, not `signup.email`), as the form names them.
  readonly formKey: string | undefined;
  // The processes that may send it (the BFF unless said otherwise): Kafka ACLs let only them write
  // its topic (tools/k8s-check), and the service refuses an assertion from any other.
  readonly callers: readonly TRpcCaller[];
};

// An event: `<service>.<entity>.<past-tense>`, written only by `owner`, in the envelope.
export type TEventContract<TPayload extends z.ZodType = z.ZodType> = {
  readonly kind: 'event';
  readonly owner: TServiceName;
  readonly topic: string;
  readonly version: number;
  readonly payload: TPayload;
};

export type TRequestInput<TContract extends TRequestContract> = z.input<TContract['request']>;
export type TRequestOf<TContract extends TRequestContract> = z.output<TContract['request']>;
export type TReplyInput<TContract extends TRequestContract> = z.input<TContract['reply']>;
export type TReplyOf<TContract extends TRequestContract> = z.output<TContract['reply']>;
export type TPayloadOf<TContract extends TEventContract> = z.output<TContract['payload']>;
export type TEventOf<TContract extends TEventContract> = TEventEnvelope<TPayloadOf<TContract>>;

const serviceOfTopic = (topic: string): TServiceName => {
  const service = topic.split('.')[0] ?? '';
  if (!isServiceName(service)) throw new Error(`Topic "${topic}" does not start with a service name`);
  return service;
};

export const defineRequest = <TRequest extends z.ZodType, TReply extends z.ZodType>(spec: {
  topic: string;
  request: TRequest;
  reply: TReply;
  timeoutMs?: number;
  formKey?: string;
  callers?: readonly TRpcCaller[];
}): TRequestContract<TRequest, TReply> => ({
  kind: 'request',
  service: serviceOfTopic(spec.topic),
  topic: spec.topic,
  request: spec.request,
  reply: spec.reply,
  timeoutMs: spec.timeoutMs,
  formKey: spec.formKey,
  callers: spec.callers ?? ['bff'],
});

// The VALIDATION details of a request's schema failure, as the contract names its fields.
export const requestErrorDetails = (contract: Pick<TRequestContract, 'formKey'>, error: z.ZodError): TErrorDetail[] => {
  const prefix = contract.formKey === undefined ? undefined : `${contract.formKey}.`;
  return toErrorDetails(error).map((detail) =>
    prefix !== undefined && detail.path.startsWith(prefix) ? { ...detail, path: detail.path.slice(prefix.length) } : detail,
  );
};

export const defineEvent = <TPayload extends z.ZodType>(spec: {
  topic: string;
  version: number;
  payload: TPayload;
}): TEventContract<TPayload> => ({
  kind: 'event',
  owner: serviceOfTopic(spec.topic),
  topic: spec.topic,
  version: spec.version,
  payload: spec.payload,
});

// A reply with no content of its own.
export const ZAcknowledged = z.object({ ok: z.literal(true) });
export type TAcknowledged = z.infer<typeof ZAcknowledged>;

// Parses an envelope and then its payload with the contract's schema. An event of a newer version
// than the contract knows is refused (a breaking change is a new version, read by new code).
export const parseEventOf = <TContract extends TEventContract>(contract: TContract, raw: unknown): TEventOf<TContract> => {
  const envelope = ZEventEnvelope.parse(raw);
  if (envelope.type !== contract.topic) throw new Error(`Expected a ${contract.topic} event, got ${envelope.type}`);
  if (envelope.version > contract.version) throw new Error(`${contract.topic} version ${envelope.version} is newer than ${contract.version}`);
  return { ...envelope, payload: contract.payload.parse(envelope.payload) as TPayloadOf<TContract> };
};

// An event of the contract in its envelope, its payload checked: what an outbox row holds and a
// test publishes. `id` and `occurredAt` are new unless given.
export const eventOf = <TContract extends TEventContract>(
  contract: TContract,
  payload: z.input<TContract['payload']>,
  options: { actor?: TEventEnvelope['actor']; correlationId?: string; id?: string; occurredAt?: Date } = {},
): TEventOf<TContract> => ({
  id: options.id ?? crypto.randomUUID(),
  type: contract.topic,
  version: contract.version,
  occurredAt: (options.occurredAt ?? new Date()).toISOString(),
  actor: options.actor ?? {},
  ...(options.correlationId === undefined ? {} : { correlationId: options.correlationId }),
  payload: contract.payload.parse(payload) as TPayloadOf<TContract>,
});
