import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { ClientKafka } from '@nestjs/microservices';
import { Partitioners } from 'kafkajs';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { allRequestTopics, replyTopicOf, ZServiceError, type TServiceError, type TServiceName } from '@app/contracts';
import { FETCH_MAX_WAIT_MS, kafkaLogLevel, TOPIC_PARTITIONS, type TKafkaConnection } from './kafka';
import { rpcRequestDuration, rpcTimeouts } from './metrics';
import { CORRELATION_HEADER, currentCorrelationId } from './request-context';
import { ASSERTION_HEADER, identityOf, parseSigningKey, signAssertion, type TAssertionSigner } from './rpc-assertion';

// Request/reply over Kafka behind one small class: a timeout on every call (ClientKafka has
// none), replies routed to this instance's own reply partitions, failures as TServiceError.

export const DEFAULT_RPC_TIMEOUT_MS = 4_000;
const READY_TIMEOUT_MS = 30_000;

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

export class RpcClient {
  private readonly logger = new Logger(RpcClient.name);
  private readonly client: ClientKafka;

  private readonly requestTopics: string[];
  private readonly signer: TAssertionSigner | undefined;
  private readonly defaultTimeoutMs: number;

  // `connection`: kafkaConnection(env), so the client authenticates like the rest of the process.
  // `requestTopics`: the topics this client calls (default: all); a service calling one other
  // service subscribes to those replies only. `signer`: rpcSigner(principal, env), so each request
  // carries this process's assertion of the user and business it acts for (rpc-assertion.ts).
  // `timeoutMs`: how long a call without its own timeout waits (the BFF's RPC_TIMEOUT_MS).
  constructor(
    options: { clientId: string; groupId: string; logLevel: string; requestTopics?: string[]; signer?: TAssertionSigner; timeoutMs?: number } & TKafkaConnection,
  ) {
    this.requestTopics = options.requestTopics ?? allRequestTopics();
    this.signer = options.signer;
    this.defaultTimeoutMs = options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
    this.client = new ClientKafka({
      postfixId: '',
      client: {
        brokers: options.brokers,
        ssl: options.ssl,
        sasl: options.sasl,
        clientId: options.clientId,
        logLevel: kafkaLogLevel(options.logLevel),
        retry: { initialRetryTime: 200, retries: 12 },
      },
      consumer: {
        groupId: options.groupId,
        maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
        sessionTimeout: 10_000,
        heartbeatInterval: 1_000,
        rebalanceTimeout: 10_000,
        allowAutoTopicCreation: false,
      },
      // The default partitioner, chosen explicitly: kafkajs warns at every start otherwise.
      producer: { allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner },
      subscribe: { fromBeginning: false },
      run: { partitionsConsumedConcurrently: TOPIC_PARTITIONS.reply, autoCommitInterval: 500 },
    });
    for (const topic of this.requestTopics) this.client.subscribeToResponseOf(topic);
  }

  // Resolves once this instance owns a partition of every reply topic and has fetched from it, so
  // the first call can work: a new group starts at the latest offset its first fetch finds, and a
  // reply written before that fetch would be skipped (the call then times out).
  async connect(): Promise<void> {
    await this.client.connect();
    const { consumer } = this.client;
    let fetchesSinceAssigned = -1;
    const removeStartListener = consumer.on(consumer.events.FETCH_START, () => {
      if (fetchesSinceAssigned === 0) fetchesSinceAssigned = 1;
    });
    const removeFetchListener = consumer.on(consumer.events.FETCH, () => {
      if (fetchesSinceAssigned === 1) fetchesSinceAssigned = 2;
    });
    try {
      const wanted = this.requestTopics.map(replyTopicOf);
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (!wanted.every((topic) => topic in this.client.getConsumerAssignments())) {
        if (Date.now() > deadline) throw new Error('Kafka reply partitions were not assigned within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // A fetch that started after the assignment has resolved the offsets of its partitions.
      fetchesSinceAssigned = 0;
      while (fetchesSinceAssigned < 2) {
        if (Date.now() > deadline) throw new Error('Kafka reply partitions were not fetched from within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      removeStartListener();
      removeFetchListener();
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  async call<TReply>(service: TServiceName, topic: string, data: unknown, options: TRpcCallOptions = {}): Promise<TReply> {
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    // The id of the request or message being handled, so the service's logs line up with the caller's.
    const correlationId = options.correlationId ?? currentCorrelationId() ?? randomUUID();
    const headers: Record<string, string> = { [CORRELATION_HEADER]: correlationId };
    if (this.signer) headers[ASSERTION_HEADER] = await signAssertion(this.signer, topic, identityOf(data));
    const message = { value: data ?? {}, headers };
    const end = rpcRequestDuration.startTimer({ service, topic });
    try {
      const reply = await firstValueFrom(this.client.send<TReply>(topic, message).pipe(timeout({ first: timeoutMs })));
      end({ outcome: 'ok' });
      return reply;
    } catch (error) {
      const timedOut = error instanceof TimeoutError;
      end({ outcome: timedOut ? 'timeout' : 'error' });
      if (timedOut) rpcTimeouts.inc({ service, topic });
      throw new RpcError(this.toServiceError(service, topic, error, timeoutMs));
    }
  }

  private toServiceError(service: TServiceName, topic: string, error: unknown, timeoutMs: number): TServiceError {
    if (error instanceof TimeoutError) {
      return { code: 'UNAVAILABLE', message: `The ${service} service did not answer within ${timeoutMs / 1000} s. Please try again.` };
    }
    const parsed = ZServiceError.safeParse(error);
    if (parsed.success) return parsed.data;
    this.logger.error({ err: error, topic }, 'Unexpected request/reply failure');
    return { code: 'UNAVAILABLE', message: `The ${service} service could not be reached. Please try again.` };
  }
}
