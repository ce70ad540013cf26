import type { TServiceName } from './services';

// Topic names are stored identifiers: never derive them from code names, never rename them.
// Requests are `<service>.<verb>` and events `<service>.<entity>.<past-tense>`, each named by its
// contract (message.ts, registry.ts).

// Replies: one topic per calling process, `<caller>.replies`, with a partition per instance
// (libs/service-kit's RpcClient names its own partition in each request).
export const REPLY_TOPICS = {
  bff: 'bff.replies',
  analysis: 'analysis.replies',
  chat: 'chat.replies',
} as const;
export type TRpcCaller = keyof typeof REPLY_TOPICS;

// Events a consumer gave up on (after its retries, or unreadable): one topic per consuming service.
export const deadLetterTopicOf = (service: TServiceName): string => `${service}.dead-letter`;

