import type { IHeaders, KafkaMessage } from 'kafkajs';
import { ZServiceError, type TServiceError } from '@app/contracts';

// What a request and its reply carry on Kafka, besides the payload (JSON in the message value).
// Both ends are ours (libs/service-kit), so the format is the kit's own.
export const HEADERS = {
  // Where the reply goes: `<reply topic>:<partition>` of the calling process instance.
  replyTo: 'nearbly-reply-to',
  // Matches a reply to its call: only the caller that made the request knows the id.
  requestId: 'nearbly-request-id',
  // When the caller stops waiting (epoch ms): a request handled later than that is dropped.
  deadline: 'nearbly-deadline',
  // On a reply: '1' when the value is a TServiceError rather than the reply.
  failed: 'nearbly-failed',
  // On a dead-lettered event: where it came from and why it was given up.
  origin: 'nearbly-origin',
  reason: 'nearbly-reason',
} as const;

export const headerText = (headers: IHeaders | undefined, name: string): string | undefined => {
  const value = headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return undefined;
  return Buffer.isBuffer(first) ? first.toString('utf8') : String(first);
};

export type TReplyAddress = { topic: string; partition: number };

export const formatReplyTo = ({ topic, partition }: TReplyAddress): string => `${topic}:${partition}`;

export const parseReplyTo = (value: string | undefined): TReplyAddress | undefined => {
  const at = value?.lastIndexOf(':') ?? -1;
  if (value === undefined || at <= 0) return undefined;
  const partition = Number(value.slice(at + 1));
  return Number.isInteger(partition) && partition >= 0 ? { topic: value.slice(0, at), partition } : undefined;
};

export const parseDeadline = (value: string | undefined): number | undefined => {
  const deadline = Number(value);
  return value !== undefined && Number.isFinite(deadline) && deadline > 0 ? deadline : undefined;
};

// The JSON value of a message; undefined when it is not JSON.
export const jsonOf = (message: Pick<KafkaMessage, 'value'>): unknown => {
  if (!message.value) return undefined;
  try {
    return JSON.parse(message.value.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
};

export type TDecodedReply = { requestId: string; ok: true; value: unknown } | { requestId: string; ok: false; error: TServiceError };

export const decodeReply = (message: KafkaMessage): TDecodedReply | undefined => {
  const requestId = headerText(message.headers, HEADERS.requestId);
  if (!requestId) return undefined;
  const value = jsonOf(message);
  if (headerText(message.headers, HEADERS.failed) !== '1') return { requestId, ok: true, value };
  const error = ZServiceError.safeParse(value);
  return {
    requestId,
    ok: false,
    error: error.success ? error.data : { code: 'INTERNAL', message: 'Server error. Please try again later.' },
  };
};
