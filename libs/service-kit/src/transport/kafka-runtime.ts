import { connect as netConnect, isIP } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { Logger } from '@nestjs/common';
import { Kafka, logLevel, Partitioners, type ISocketFactory, type LogEntry, type Message, type Producer } from 'kafkajs';
import type { TKafkaConnection } from '../kafka';

// One Kafka client per process: every consumer, the producer and the admin share its metadata,
// and all sends go through one producer that coalesces what is sent in the same event-loop turn
// into one produce request.

const KEEP_ALIVE_MS = 60_000;

// Nagle's algorithm would hold a small request until the previous one is acknowledged (with
// delayed ACKs, ~40 ms on Linux): every request and reply here is small and latency-bound.
export const noDelaySocketFactory: ISocketFactory = ({ host, port, ssl, onConnect }) => {
  const socket = ssl
    ? tlsConnect({ host, port, ...(isIP(host) ? {} : { servername: host }), ...ssl }, onConnect)
    : netConnect({ host, port }, onConnect);
  socket.setKeepAlive(true, KEEP_ALIVE_MS);
  socket.setNoDelay(true);
  return socket;
};

// Situations kafkajs logs as errors although it retries them and they pass: a broker still
// starting, a coordinator moving or loading, a group rebalancing, a topic created by two
// processes at once. They are logged at debug; what kafkajs finally gives up on reaches our code
// as an exception and is logged there as an error.
const TRANSIENT = [
  /coordinator is not available/i,
  /coordinator is loading/i,
  /not the correct coordinator/i,
  /group is rebalancing/i,
  /rebalance in progress/i,
  /not aware of this member/i,
  /leader(ship)? (is )?not available|no leader/i,
  /does not host this topic-partition/i,
  /topic creation errors/i,
  /already exists/i,
  /connection (error|timeout)|ECONNREFUSED|ECONNRESET|closed connection/i,
  /failed to connect to (seed )?broker/i,
  /restarting the consumer/i,
  /crash: KafkaJSNumberOfRetriesExceeded/i,
  /request is not valid given the current state/i,
];

const isTransient = (entry: LogEntry): boolean => {
  const { error } = entry.log as { error?: unknown };
  const text = `${entry.log.message} ${typeof error === 'string' ? error : error instanceof Error ? error.message : ''}`;
  return TRANSIENT.some((pattern) => pattern.test(text)) || 'retryCount' in entry.log;
};

export const kafkaLogCreator =
  (debug: boolean) =>
  () =>
  (entry: LogEntry): void => {
    const logger = new Logger(`kafkajs:${entry.namespace}`);
    const { message, ...details } = entry.log;
    if (entry.level === logLevel.ERROR && !isTransient(entry)) logger.error(details, message);
    else if (entry.level <= logLevel.WARN && !isTransient(entry)) logger.warn(details, message);
    else if (debug) logger.debug(details, message);
  };

type TPending = { topic: string; message: Message; resolve: () => void; reject: (error: unknown) => void };

// Sends collected during one turn of the event loop leave together (one produce request per
// acknowledgement mode), so a burst of replies costs one round trip rather than one each.
export class CoalescingProducer {
  private readonly waiting = new Map<number, TPending[]>();
  private scheduled = false;
  private connecting: Promise<void> | undefined;

  constructor(private readonly producer: Producer) {}

  connect(): Promise<void> {
    this.connecting ??= this.producer.connect().catch((error: unknown) => {
      this.connecting = undefined;
      throw error;
    });
    return this.connecting;
  }

  // acks 1 (the leader has it) for requests and replies, which are useless after their deadline
  // anyway; -1 (every in-sync replica) for events.
  send(topic: string, message: Message, acks: 1 | -1 = 1): Promise<void> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(acks) ?? [];
      list.push({ topic, message, resolve, reject });
      this.waiting.set(acks, list);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  async disconnect(): Promise<void> {
    this.flush();
    await this.producer.disconnect();
  }

  private flush(): void {
    this.scheduled = false;
    for (const [acks, pending] of this.waiting) {
      this.waiting.delete(acks);
      const byTopic = new Map<string, Message[]>();
      for (const { topic, message } of pending) byTopic.set(topic, [...(byTopic.get(topic) ?? []), message]);
      this.connect()
        .then(() => this.producer.sendBatch({ acks, topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })) }))
        .then(
          () => pending.forEach(({ resolve }) => resolve()),
          (error: unknown) => pending.forEach(({ reject }) => reject(error)),
        );
    }
  }
}

export type TKafkaRuntime = { kafka: Kafka; producer: CoalescingProducer };

const runtimes = new Map<string, TKafkaRuntime & { users: number }>();

// The process's Kafka client for `clientId` (one per process; tests running several services in
// one process get one each). Each user calls releaseKafkaRuntime once it is done with it.
export const kafkaRuntime = (connection: TKafkaConnection, clientId: string, debugLogs = false): TKafkaRuntime => {
  const existing = runtimes.get(clientId);
  if (existing) {
    existing.users += 1;
    return existing;
  }
  const kafka = new Kafka({
    ...connection,
    clientId,
    socketFactory: noDelaySocketFactory,
    logLevel: debugLogs ? logLevel.DEBUG : logLevel.WARN,
    logCreator: kafkaLogCreator(debugLogs),
    retry: { initialRetryTime: 200, retries: 12 },
  });
  const producer = new CoalescingProducer(
    kafka.producer({ allowAutoTopicCreation: false, idempotent: false, createPartitioner: Partitioners.DefaultPartitioner }),
  );
  const runtime = { kafka, producer, users: 1 };
  runtimes.set(clientId, runtime);
  return runtime;
};

// The last user's release disconnects the producer (a process closing, a test ending).
export const releaseKafkaRuntime = async (clientId: string): Promise<void> => {
  const runtime = runtimes.get(clientId);
  if (!runtime) return;
  runtime.users -= 1;
  if (runtime.users > 0) return;
  runtimes.delete(clientId);
  await runtime.producer.disconnect().catch(() => undefined);
};
