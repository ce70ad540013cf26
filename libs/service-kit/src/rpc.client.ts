import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Consumer, EachBatchPayload } from 'kafkajs';
import {
  REPLY_TOPICS,
  requestErrorDetails,
  type TReplyOf,
  type TRequestContract,
  type TRequestInput,
  type TRpcCaller,
  type TServiceError,
  type TServiceName,
} from '@app/contracts';
import { CONSUMER_TIMINGS, type TKafkaConnection } from './kafka';
import { rpcRequestDuration, rpcTimeouts } from './metrics';
import { CORRELATION_HEADER, currentCorrelationId, currentDeadline } from './request-context';
import { ASSERTION_HEADER, identityOf, parseSigningKey, signAssertion, type TAssertionSigner } from './rpc-assertion';
import { homePartitionAssigner } from './transport/home-partition-assigner';
import { kafkaRuntime, releaseKafkaRuntime, type TKafkaRuntime } from './transport/kafka-runtime';
import { decodeReply, formatReplyTo, HEADERS } from './transport/wire';

// Request/reply over Kafka: `call(Contract, input)` sends the request to the contract's topic and
// resolves with its reply, parsed with the contract's schema, or rejects with an RpcError (the
// service's own TServiceError, or UNAVAILABLE when no reply came before the deadline).
//
// Each calling process has one reply topic (`<caller>.replies`, contracts' REPLY_TOPICS) with a
// partition per instance: the instances form one consumer group whose assigner keeps each
// instance's "home" partition across rebalances; every request names it, and carries a request
// id only this instance knows, so a reply can never be handed to another caller.

export const DEFAULT_RPC_TIMEOUT_MS = 4_000;
const READY_TIMEOUT_MS = 60_000;
// Reply offsets are committed in the background: after a rebalance, a partition is read again
// from there (replies already answered are unknown ids and dropped).
const COMMIT_EVERY_MS = 2_000;

export class RpcError extends Error {
  constructor(readonly error: TServiceError) {
    super(error.message);
  }
}

// The signer of a process from its RPC_SIGNING_KEY (none without one: its requests that act for
// someone are then refused).
export const rpcSigner = (principal: string, env: { RPC_SIGNING_KEY?: string }): TAssertionSigner | undefined =>
  env.RPC_SIGNING_KEY ? parseSigningKey(principal, env.RPC_SIGNING_KEY) : undefined;

export type TRpcCallOptions = { timeoutMs?: number; correlationId?: string };

export type TRpcClientOptions = {
  caller: TRpcCaller;
  logLevel: string;
  signer?: TAssertionSigner;
  // How long a call waits when neither the call nor its contract says (the BFF's RPC_TIMEOUT_MS).
  timeoutMs?: number;
} & TKafkaConnection;

type TPendingCall = { resolve: (value: unknown) => void; reject: (error: RpcError) => void; timer: NodeJS.Timeout };

// An assertion is valid 60 s; one signed for the same topic and ids is reused for 30 s.
const ASSERTION_REUSE_MS = 30_000;

export class RpcClient {
  private readonly logger = new Logger(RpcClient.name);
  private readonly replyTopic: string;
  private readonly clientId: string;
  private readonly runtime: TKafkaRuntime;
  private readonly consumer: Consumer;
  private readonly pending = new Map<string, TPendingCall>();
  private readonly assertions = new Map<string, { token: string; until: number }>();
  private readonly offsets = new Map<number, string>();
  private home: number | undefined;
  private assigned: number[] = [];
  private commitTimer: NodeJS.Timeout | undefined;
  private ready: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly options: TRpcClientOptions) {
    this.replyTopic = REPLY_TOPICS[options.caller];
    this.clientId = `${options.caller}-rpc`;
    const { brokers, ssl, sasl } = options;
    this.runtime = kafkaRuntime({ brokers, ssl, sasl }, this.clientId, options.logLevel === 'debug' || options.logLevel === 'trace');
    this.consumer = this.runtime.kafka.consumer({
      groupId: this.replyTopic,
      partitionAssigners: [homePartitionAssigner(() => this.home)],
      ...CONSUMER_TIMINGS,
      allowAutoTopicCreation: false,
    });
    this.consumer.on(this.consumer.events.GROUP_JOIN, ({ payload }) => {
      const partitions = payload.memberAssignment[this.replyTopic] ?? [];
      this.assigned = partitions;
      if (this.home === undefined || !partitions.includes(this.home)) this.home = partitions[0];
    });
    this.consumer.on(this.consumer.events.CRASH, ({ payload }) => {
      if (!payload.restart) this.logger.error({ err: payload.error }, 'The reply consumer stopped; calls will time out until the process restarts');
    });
  }

  // Resolves once this instance owns its home partition. The reply group reads a partition it has
  // never committed from its beginning (reply topics keep an hour), so a reply written before the
  // first fetch is never skipped, and readiness does not wait for a first (long-polled) fetch.
  // A connection that failed (Kafka unreachable at boot) is tried again by the next call.
  connect(): Promise<void> {
    this.ready ??= this.start().catch(async (error: unknown) => {
      clearInterval(this.commitTimer);
      await this.consumer.disconnect().catch(() => undefined);
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private async start(): Promise<void> {
    await this.runtime.producer.connect();
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: [this.replyTopic], fromBeginning: true });
    let joined = false;
    const removeJoin = this.consumer.on(this.consumer.events.GROUP_JOIN, () => (joined = this.home !== undefined));
    await this.consumer.run({
      autoCommit: false,
      partitionsConsumedConcurrently: 1,
      eachBatchAutoResolve: true,
      eachBatch: (payload) => this.onReplies(payload),
    });
    this.commitTimer = setInterval(() => void this.commit(), COMMIT_EVERY_MS);
    this.commitTimer.unref();
    try {
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (!joined) {
        if (Date.now() > deadline) {
          throw new Error(`No partition of ${this.replyTopic} was assigned to this instance within ${READY_TIMEOUT_MS / 1000} s (more instances than partitions?)`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      removeJoin();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.commitTimer);
    for (const [id, call] of this.pending) {
      clearTimeout(call.timer);
      call.reject(new RpcError({ code: 'UNAVAILABLE', message: 'The service connection is closing. Please try again.' }));
      this.pending.delete(id);
    }
    await this.commit();
    await this.consumer.disconnect().catch(() => undefined);
    await releaseKafkaRuntime(this.clientId);
  }

  // The reply, parsed with the contract's schema. The deadline is the earliest of the call's
  // timeout, the contract's, the client's default and the deadline of the request being handled.
  // The input is checked against the contract here too, so a caller's mistake is its own error.
  async call<TContract extends TRequestContract>(contract: TContract, input: TRequestInput<TContract>, options: TRpcCallOptions = {}): Promise<TReplyOf<TContract>> {
    const { service, topic } = contract;
    const timeoutMs = options.timeoutMs ?? contract.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
    const deadline = Math.min(Date.now() + timeoutMs, currentDeadline() ?? Infinity);
    const end = rpcRequestDuration.startTimer({ service, topic });
    try {
      const request = contract.request.safeParse(input);
      if (!request.success) {
        throw new RpcError({ code: 'VALIDATION', message: 'Validation error', details: requestErrorDetails(contract, request.error) });
      }
      await this.connect();
      const raw = await this.send(service, topic, input, deadline, timeoutMs, options.correlationId);
      const reply = contract.reply.safeParse(raw);
      if (!reply.success) {
        this.logger.error({ topic, err: reply.error }, 'A reply did not match its contract');
        throw new RpcError({ code: 'INTERNAL', message: 'Server error. Please try again later.' });
      }
      end({ outcome: 'ok' });
      return reply.data as TReplyOf<TContract>;
    } catch (error) {
      const rpcError = this.toRpcError(service, topic, error);
      const timedOut = rpcError.error.code === 'UNAVAILABLE' && Date.now() >= deadline;
      end({ outcome: timedOut ? 'timeout' : 'error' });
      if (timedOut) rpcTimeouts.inc({ service, topic });
      throw rpcError;
    }
  }

  private async send(service: TServiceName, topic: string, data: unknown, deadline: number, timeoutMs: number, correlationIdOption: string | undefined): Promise<unknown> {
    const remaining = deadline - Date.now();
    if (remaining <= 0 || this.home === undefined) throw this.timedOut(service, timeoutMs);
    const requestId = randomUUID();
    const correlationId = correlationIdOption ?? currentCorrelationId() ?? requestId;
    const headers: Record<string, string> = {
      [CORRELATION_HEADER]: correlationId,
      [HEADERS.requestId]: requestId,
      [HEADERS.replyTo]: formatReplyTo({ topic: this.replyTopic, partition: this.home }),
      [HEADERS.deadline]: String(deadline),
    };
    const assertion = await this.assertionFor(topic, data);
    if (assertion) headers[ASSERTION_HEADER] = assertion;
    const reply = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        reject(this.timedOut(service, timeoutMs));
      }, remaining);
      this.pending.set(requestId, { resolve, reject, timer });
    });
    this.runtime.producer.send(topic, { value: JSON.stringify(data ?? {}), headers }).catch((error: unknown) => {
      const call = this.pending.get(requestId);
      if (!call) return;
      this.pending.delete(requestId);
      clearTimeout(call.timer);
      this.logger.warn({ err: error, topic }, 'A request could not be sent');
      call.reject(new RpcError({ code: 'UNAVAILABLE', message: `The ${service} service could not be reached. Please try again.` }));
    });
    return reply;
  }

  private async assertionFor(topic: string, data: unknown): Promise<string | undefined> {
    if (!this.options.signer) return undefined;
    const identity = identityOf(data);
    const key = `${topic}|${identity.userId ?? ''}|${identity.businessId ?? ''}`;
    const now = Date.now();
    const cached = this.assertions.get(key);
    if (cached && cached.until > now) return cached.token;
    const token = await signAssertion(this.options.signer, topic, identity);
    if (this.assertions.size > 10_000) this.assertions.clear();
    this.assertions.set(key, { token, until: now + ASSERTION_REUSE_MS });
    return token;
  }

  private onReplies({ batch }: EachBatchPayload): Promise<void> {
    for (const message of batch.messages) {
      const reply = decodeReply(message);
      const call = reply && this.pending.get(reply.requestId);
      if (!reply || !call) continue;
      this.pending.delete(reply.requestId);
      clearTimeout(call.timer);
      if (reply.ok) call.resolve(reply.value);
      else call.reject(new RpcError(reply.error));
    }
    const last = batch.lastOffset();
    this.offsets.set(batch.partition, String(BigInt(last) + 1n));
    return Promise.resolve();
  }

  private async commit(): Promise<void> {
    if (this.offsets.size === 0) return;
    const topics = [...this.offsets]
      .filter(([partition]) => this.assigned.includes(partition))
      .map(([partition, offset]) => ({ topic: this.replyTopic, partition, offset }));
    this.offsets.clear();
    if (topics.length === 0) return;
    await this.consumer.commitOffsets(topics).catch(() => undefined);
  }

  private timedOut(service: TServiceName, timeoutMs: number): RpcError {
    return new RpcError({ code: 'UNAVAILABLE', message: `The ${service} service did not answer within ${timeoutMs / 1000} s. Please try again.` });
  }

  private toRpcError(service: TServiceName, topic: string, error: unknown): RpcError {
    if (error instanceof RpcError) return error;
    this.logger.error({ err: error, topic }, 'Unexpected request/reply failure');
    return new RpcError({ code: 'UNAVAILABLE', message: `The ${service} service could not be reached. Please try again.` });
  }
}
