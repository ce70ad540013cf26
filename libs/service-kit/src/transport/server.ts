import { Logger } from '@nestjs/common';
import { KafkaContext, Server, type CustomTransportStrategy, type MessageHandler } from '@nestjs/microservices';
import type { Batch, Consumer, EachBatchPayload, KafkaMessage } from 'kafkajs';
import { lastValueFrom, defaultIfEmpty } from 'rxjs';
import {
  deadLetterTopicOf,
  parseEventOf,
  ZServiceError,
  type TEventEnvelope,
  type TServiceError,
  type TServiceName,
} from '@app/contracts';
import { CONSUMER_TIMINGS, type TKafkaConnection } from '../kafka';
import { consumerHandlerDuration, inboxEvents, rpcRequestsDropped } from '../metrics';
import { correlationIdOfMessage, runWithContext } from '../request-context';
import { eventRegistrationOf, requestContractOf } from './handlers';
import { AfterCommitFailed, InboxContext, runInInbox, type TInboxDatabase } from './inbox';
import { kafkaRuntime, releaseKafkaRuntime, type TKafkaRuntime } from './kafka-runtime';
import { HEADERS, headerText, jsonOf, parseDeadline, parseReplyTo } from './wire';

// The service side of the transport, a Nest custom transport strategy on kafkajs. Requests and
// events are consumed separately:
// - requests (group `<service>.requests`): each message is dispatched at once, up to
//   MAX_IN_FLIGHT handlers running together, so a slow handler holds only its own slot and the
//   next fetch starts while handlers run; a request whose caller has stopped waiting is dropped;
//   offsets are committed in the background (a request lost in a crash times out at its caller);
// - events (group `<service>`, the offsets it always had): per partition in order, in chunks, each
//   chunk through the inbox (inbox.ts) in one transaction; a failing chunk is retried, then its
//   events one by one, and an event that still fails (or cannot be read) goes to the service's
//   dead-letter topic so its partition moves on.

const MAX_IN_FLIGHT = 32;
const EVENT_CHUNK = 500;
const EVENT_ATTEMPTS = 4;
const EVENT_FIRST_DELAY_MS = 200;
const REQUEST_COMMIT_EVERY_MS = 2_000;
const AFTER_COMMIT_ATTEMPTS = 5;

export type TTransportOptions = {
  service: TServiceName;
  connection: TKafkaConnection;
  logLevel: string;
  // The service's Prisma client, for the inbox (resolved once the Nest app exists).
  database: () => TInboxDatabase;
};

const INTERNAL: TServiceError = { code: 'INTERNAL', message: 'Server error. Please try again later.' };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  get busy(): boolean {
    return this.free === 0;
  }

  async take(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

export class KafkaTransport extends Server implements CustomTransportStrategy {
  private readonly log = new Logger(KafkaTransport.name);
  private readonly runtime: TKafkaRuntime;
  private readonly clientId: string;
  private readonly slots = new Slots(MAX_IN_FLIGHT);
  private readonly requestOffsets = new Map<string, string>();
  private requestConsumer: Consumer | undefined;
  private eventConsumer: Consumer | undefined;
  private commitTimer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: TTransportOptions) {
    super();
    this.clientId = options.service;
    this.runtime = kafkaRuntime(options.connection, this.clientId, options.logLevel === 'debug' || options.logLevel === 'trace');
  }

  on(): never {
    throw new Error('KafkaTransport has no events to listen to');
  }

  unwrap<T>(): T {
    return this.runtime.kafka as T;
  }

  listen(callback: (error?: unknown) => void): void {
    this.start().then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  async close(): Promise<void> {
    clearInterval(this.commitTimer);
    // Stop taking messages, let the handlers running finish and answer, then leave.
    await this.requestConsumer?.stop().catch(() => undefined);
    await Promise.allSettled([...this.inFlight]);
    await this.commitRequests();
    await Promise.allSettled([this.requestConsumer?.disconnect(), this.eventConsumer?.disconnect()]);
    await releaseKafkaRuntime(this.clientId);
  }

  // Handlers are registered under their topic, a plain name. Nest's own lookup first parses the
  // pattern as JSON, which throws (and builds a stack trace) for every message; every lookup, ours
  // and any of Nest's, reads the map by topic instead.
  public override getHandlerByPattern(topic: string): MessageHandler | null {
    return this.getHandlers().get(topic) ?? null;
  }

  private topicsOf(events: boolean): string[] {
    return [...this.getHandlers()].filter(([, handler]) => handler.isEventHandler === events).map(([topic]) => topic);
  }

  private async start(): Promise<void> {
    await this.runtime.producer.connect();
    const requestTopics = this.topicsOf(false);
    const eventTopics = this.topicsOf(true);
    if (requestTopics.length > 0) {
      const consumer = this.consumer(`${this.options.service}.requests`);
      this.requestConsumer = consumer;
      await consumer.connect();
      await consumer.subscribe({ topics: requestTopics, fromBeginning: false });
      await consumer.run({
        autoCommit: false,
        eachBatchAutoResolve: true,
        partitionsConsumedConcurrently: 1,
        eachBatch: (payload) => this.onRequests(payload),
      });
      this.commitTimer = setInterval(() => void this.commitRequests(), REQUEST_COMMIT_EVERY_MS);
      this.commitTimer.unref();
    }
    if (eventTopics.length > 0) {
      const consumer = this.consumer(this.options.service);
      this.eventConsumer = consumer;
      await consumer.connect();
      await consumer.subscribe({ topics: eventTopics, fromBeginning: false });
      await consumer.run({
        autoCommit: true,
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently: 3,
        eachBatch: (payload) => this.onEvents(payload),
      });
    }
  }

  private consumer(groupId: string): Consumer {
    const consumer = this.runtime.kafka.consumer({
      groupId,
      ...CONSUMER_TIMINGS,
      allowAutoTopicCreation: false,
    });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (payload.restart) return;
      // kafkajs gave up on this consumer: the process exits so that its supervisor starts a new one.
      this.log.error({ err: payload.error, groupId }, 'Kafka consumer stopped for good; exiting');
      process.exitCode = 1;
      process.kill(process.pid, 'SIGTERM');
    });
    return consumer;
  }

  // ---------------------------------------------------------------- requests

  private async onRequests({ batch }: EachBatchPayload): Promise<void> {
    for (const message of batch.messages) {
      await this.slots.take();
      const running: Promise<void> = this.handleRequest(batch.topic, batch.partition, message).finally(() => {
        this.slots.give();
        this.inFlight.delete(running);
      });
      this.inFlight.add(running);
    }
    this.requestOffsets.set(`${batch.topic}|${batch.partition}`, String(BigInt(batch.lastOffset()) + 1n));
  }

  private async commitRequests(): Promise<void> {
    const consumer = this.requestConsumer;
    if (!consumer || this.requestOffsets.size === 0) return;
    const offsets = [...this.requestOffsets].map(([key, offset]) => {
      const at = key.lastIndexOf('|');
      return { topic: key.slice(0, at), partition: Number(key.slice(at + 1)), offset };
    });
    this.requestOffsets.clear();
    // Refused during a rebalance: the requests it covers are long answered or timed out by then.
    await consumer.commitOffsets(offsets).catch(() => undefined);
  }

  private async handleRequest(topic: string, partition: number, message: KafkaMessage): Promise<void> {
    const headers = message.headers;
    const deadline = parseDeadline(headerText(headers, HEADERS.deadline));
    const replyTo = parseReplyTo(headerText(headers, HEADERS.replyTo));
    const requestId = headerText(headers, HEADERS.requestId);
    if (deadline !== undefined && Date.now() >= deadline) {
      rpcRequestsDropped.inc({ topic });
      return;
    }
    const correlationId = correlationIdOfMessage(headers, undefined);
    const handler = this.getHandlerByPattern(topic);
    const end = consumerHandlerDuration.startTimer({ topic });
    const outcome = await runWithContext({ correlationId, deadline }, () => this.invoke(handler, topic, partition, message));
    end({ outcome: outcome.ok ? 'ok' : 'error' });
    if (!replyTo || !requestId) return;
    if (deadline !== undefined && Date.now() >= deadline) {
      rpcRequestsDropped.inc({ topic });
      return;
    }
    const value = outcome.ok ? outcome.reply : outcome.error;
    await this.runtime.producer
      .send(replyTo.topic, {
        partition: replyTo.partition,
        value: JSON.stringify(value ?? null),
        headers: { [HEADERS.requestId]: requestId, ...(outcome.ok ? {} : { [HEADERS.failed]: '1' }) },
      })
      .catch((error: unknown) => this.log.warn({ err: error, topic }, 'A reply could not be sent'));
  }

  private async invoke(
    handler: MessageHandler | null,
    topic: string,
    partition: number,
    message: KafkaMessage,
  ): Promise<{ ok: true; reply: unknown } | { ok: false; error: TServiceError }> {
    if (!handler) return { ok: false, error: { code: 'NOT_FOUND', message: `No handler for ${topic}` } };
    const data = jsonOf(message);
    if (data === undefined) return { ok: false, error: { code: 'VALIDATION', message: 'Validation error' } };
    try {
      const context = new KafkaContext([message, partition, topic, undefined as never, undefined as never, undefined as never]);
      const result: unknown = await lastValueFrom(this.transformToObservable(await handler(data, context)).pipe(defaultIfEmpty(undefined)));
      const contract = requestContractOf(topic);
      if (!contract) return { ok: true, reply: result };
      const reply = contract.reply.safeParse(result);
      if (reply.success) return { ok: true, reply: reply.data };
      this.log.error({ topic, err: reply.error }, 'A handler answered something its contract does not allow');
      return { ok: false, error: INTERNAL };
    } catch (error) {
      const parsed = ZServiceError.safeParse(error);
      if (parsed.success) return { ok: false, error: parsed.data };
      this.log.error({ err: error, topic }, 'Unhandled error in a request handler');
      return { ok: false, error: INTERNAL };
    }
  }

  // ---------------------------------------------------------------- events

  private async onEvents(payload: EachBatchPayload): Promise<void> {
    const { batch } = payload;
    for (let start = 0; start < batch.messages.length; start += EVENT_CHUNK) {
      if (!payload.isRunning() || payload.isStale()) return;
      const chunk = batch.messages.slice(start, start + EVENT_CHUNK);
      await this.handleEventChunk(batch, chunk);
      const last = chunk[chunk.length - 1];
      if (last) payload.resolveOffset(last.offset);
      await payload.heartbeat();
    }
  }

  private async handleEventChunk(batch: Batch, messages: KafkaMessage[]): Promise<void> {
    const { topic, partition } = batch;
    const registration = eventRegistrationOf(topic);
    const handler = this.getHandlerByPattern(topic);
    if (!registration || !handler) {
      for (const message of messages) await this.deadLetter(topic, message, 'no handler for this topic');
      return;
    }
    const readable: { message: KafkaMessage; event: TEventEnvelope }[] = [];
    for (const message of messages) {
      try {
        readable.push({ message, event: parseEventOf(registration.contract, jsonOf(message)) });
      } catch (error) {
        await this.deadLetter(topic, message, `unreadable: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (readable.length === 0) return;
    const run = (items: typeof readable) => this.runEvents(handler, registration.batch, topic, partition, items);
    if (readable.length === 1 || !registration.batch) {
      for (const item of readable) await this.withRetries(topic, [item], () => run([item]));
      return;
    }
    const done = await this.withRetries(topic, readable, () => run(readable), false);
    // One bad event in a chunk: each on its own, so only that one is given up.
    if (!done) for (const item of readable) await this.withRetries(topic, [item], () => run([item]));
  }

  private async runEvents(
    handler: MessageHandler,
    batch: boolean,
    topic: string,
    partition: number,
    items: { message: KafkaMessage; event: TEventEnvelope }[],
  ): Promise<void> {
    const first = items[0];
    if (!first) return;
    const end = consumerHandlerDuration.startTimer({ topic });
    const correlationId = batch ? undefined : correlationIdOfMessage(first.message.headers, first.event);
    try {
      const fresh = await runWithContext({ correlationId }, () =>
        runInInbox(this.options.database(), topic, first.message, partition, items.map((item) => item.event), async (events, context) => {
          const argument = batch ? events : events[0];
          await lastValueFrom(this.transformToObservable(await handler(argument, context)).pipe(defaultIfEmpty(undefined)));
        }),
      );
      inboxEvents.inc({ topic, outcome: 'processed' }, fresh);
      inboxEvents.inc({ topic, outcome: 'duplicate' }, items.length - fresh);
      end({ outcome: 'ok' });
    } catch (error) {
      end({ outcome: 'error' });
      throw error;
    }
  }

  // true once `run` succeeded; after the last attempt, either dead-letters `items` (and returns
  // true: the partition moves on) or, with deadLetterOnFailure false, returns false.
  private async withRetries(
    topic: string,
    items: { message: KafkaMessage; event: TEventEnvelope }[],
    run: () => Promise<void>,
    deadLetterOnFailure = true,
  ): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await run();
        return true;
      } catch (error) {
        // Committed already: another attempt would find the events processed and do nothing.
        if (error instanceof AfterCommitFailed) {
          this.log.error({ err: error.failure, topic, events: items.length }, 'An effect after the commit failed; events sent to the dead-letter topic');
          for (const { message } of items) await this.deadLetter(topic, message, error.message);
          return true;
        }
        if (attempt >= EVENT_ATTEMPTS) {
          if (!deadLetterOnFailure) return false;
          this.log.error({ err: error, topic, eventId: items[0]?.event.id }, 'Event handling failed after its retries; sent to the dead-letter topic');
          for (const { message } of items) await this.deadLetter(topic, message, error instanceof Error ? error.message : String(error));
          return true;
        }
        this.log.warn({ err: error, topic, events: items.length, attempt }, 'Event handling failed; retrying');
        await delay(EVENT_FIRST_DELAY_MS * 2 ** (attempt - 1));
      }
    }
  }

  private async deadLetter(topic: string, message: KafkaMessage, reason: string): Promise<void> {
    inboxEvents.inc({ topic, outcome: 'dead-lettered' });
    const dlt = deadLetterTopicOf(this.options.service);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.runtime.producer.send(
          dlt,
          {
            key: message.key,
            value: message.value,
            headers: { ...message.headers, [HEADERS.origin]: `${topic}@${message.offset}`, [HEADERS.reason]: reason.slice(0, 500) },
          },
          -1,
        );
        this.log.warn({ topic, offset: message.offset, reason: reason.slice(0, 200) }, `Event moved to ${dlt}`);
        return;
      } catch (error) {
        // The partition does not move on before the event is safe somewhere.
        if (attempt >= AFTER_COMMIT_ATTEMPTS) throw error;
        await delay(EVENT_FIRST_DELAY_MS * 2 ** (attempt - 1));
      }
    }
  }
}

export { InboxContext };
