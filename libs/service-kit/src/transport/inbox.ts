import { KafkaContext } from '@nestjs/microservices';
import type { KafkaMessage } from 'kafkajs';
import type { TEventEnvelope } from '@app/contracts';
import type { TInboxContext } from './handlers';

// The inbox: events are recorded in `processed_events` in the same transaction as their effect,
// so an event delivered twice has its effect once. A chunk of events is one transaction: one
// multi-row insert of their ids (`ON CONFLICT DO NOTHING RETURNING`), and the handler is given
// only those that were new.

type TRawClient = {
  $queryRawUnsafe<T = unknown>(sql: string, ...values: unknown[]): Promise<T>;
};

export type TInboxDatabase = TRawClient & {
  $transaction<T>(run: (tx: TRawClient) => Promise<T>, options?: { maxWait?: number; timeout?: number }): Promise<T>;
};

// A chunk may hold a few thousand events; their effects are multi-row statements.
const TRANSACTION_TIMEOUT_MS = 60_000;
const AFTER_COMMIT_ATTEMPTS = 5;
const AFTER_COMMIT_FIRST_DELAY_MS = 200;

// The transaction committed (the events are recorded as processed) but what had to follow it kept
// failing: delivering the events again would skip them, so the transport sends them to the
// dead-letter topic with this reason, where they can be looked at and replayed.
export class AfterCommitFailed extends Error {
  constructor(readonly failure: unknown) {
    super(`an effect after the commit failed: ${failure instanceof Error ? failure.message : String(failure)}`);
  }
}

const afterCommitWithRetries = async (effect: () => Promise<unknown>): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await effect();
      return;
    } catch (error) {
      if (attempt >= AFTER_COMMIT_ATTEMPTS) throw new AfterCommitFailed(error);
      await new Promise((resolve) => setTimeout(resolve, AFTER_COMMIT_FIRST_DELAY_MS * 2 ** (attempt - 1)));
    }
  }
};

export class InboxContext<TTx = unknown> extends KafkaContext implements TInboxContext<TTx> {
  readonly committed: (() => Promise<unknown>)[] = [];

  constructor(
    message: KafkaMessage,
    partition: number,
    topic: string,
    readonly tx: TTx,
  ) {
    super([message, partition, topic, undefined as never, undefined as never, undefined as never]);
  }

  afterCommit(effect: () => Promise<unknown>): void {
    this.committed.push(effect);
  }
}

// Runs `effect` with the events not processed before, in one transaction that also records them.
// Resolves with how many were new. What the handler queued with afterCommit runs after the commit.
export const runInInbox = async (
  database: TInboxDatabase,
  topic: string,
  message: KafkaMessage,
  partition: number,
  envelopes: TEventEnvelope[],
  effect: (fresh: TEventEnvelope[], context: InboxContext) => Promise<void>,
): Promise<number> => {
  let context: InboxContext | undefined;
  const fresh = await database.$transaction(
    async (tx) => {
      const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
        'INSERT INTO processed_events (id, topic) SELECT unnest($1::uuid[]), $2 ON CONFLICT (id) DO NOTHING RETURNING id',
        envelopes.map((event) => event.id),
        topic,
      );
      const ids = new Set(rows.map((row) => row.id));
      // The same event twice in one chunk (a redelivery landing next to the original) counts once.
      const seen = new Set<string>();
      const news = envelopes.filter((event) => ids.has(event.id) && !seen.has(event.id) && seen.add(event.id));
      if (news.length === 0) return news;
      context = new InboxContext(message, partition, topic, tx);
      await effect(news, context);
      return news;
    },
    { maxWait: TRANSACTION_TIMEOUT_MS, timeout: TRANSACTION_TIMEOUT_MS },
  );
  for (const run of context?.committed ?? []) await afterCommitWithRetries(run);
  return fresh.length;
};
