import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// One Prometheus registry per process, scraped at GET /metrics on each service's HTTP port and on the BFF's METRICS_PORT.
// Labels only take values from bounded sets (topics, route templates, providers), never raw URLs or ids.
export const metricsRegistry = new Registry();

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

let defaultsStarted = false;

// The event loop lag is sampled by a timer this often. prom-client's 10 ms default woke every
// process 100 times a second for that alone, most of an idle process's CPU (issue 18); a stall
// long enough to matter (tens of milliseconds and up) still shows at 100 ms.
export const EVENT_LOOP_SAMPLE_MS = 100;

// Node's own series (event loop lag, heap, GC, CPU); idempotent.
export const startDefaultMetrics = (): void => {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
};

// Fine at the low end: a request/reply on one machine takes a few milliseconds.
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0015, 0.002, 0.003, 0.004, 0.005, 0.0075, 0.01, 0.015, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type TRpcOutcome = 'ok' | 'error' | 'timeout';

export const rpcRequestDuration = new Histogram<'service' | 'topic' | 'outcome'>({
  name: 'nearbly_rpc_request_duration_seconds',
  help: 'Kafka request/reply round trip seen by the caller, by service, request topic and outcome',
  labelNames: ['service', 'topic', 'outcome'],
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const rpcTimeouts = new Counter<'service' | 'topic'>({
  name: 'nearbly_rpc_timeouts_total',
  help: 'Kafka requests that got no reply in time',
  labelNames: ['service', 'topic'],
  registers: [metricsRegistry],
});

export const consumerHandlerDuration = new Histogram<'topic' | 'outcome'>({
  name: 'nearbly_kafka_handler_duration_seconds',
  help: 'Time a service spent handling one Kafka request or event, by topic and outcome',
  labelNames: ['topic', 'outcome'],
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const rpcRequestsDropped = new Counter<'topic'>({
  name: 'nearbly_rpc_requests_dropped_total',
  help: 'Requests not handled or not answered because their caller had stopped waiting (deadline passed)',
  labelNames: ['topic'],
  registers: [metricsRegistry],
});

export const inboxEvents = new Counter<'topic' | 'outcome'>({
  name: 'nearbly_inbox_events_total',
  help: 'Events received, by topic and outcome: processed, duplicate (already processed), dead-lettered',
  labelNames: ['topic', 'outcome'],
  registers: [metricsRegistry],
});

export const outboxPublished = new Counter<'topic'>({
  name: 'nearbly_outbox_events_published_total',
  help: 'Outbox events relayed to Kafka, by event topic',
  labelNames: ['topic'],
  registers: [metricsRegistry],
});

export const outboxFailures = new Counter({
  name: 'nearbly_outbox_relay_failures_total',
  help: 'Outbox relay rounds that failed (retried on the next poll)',
  registers: [metricsRegistry],
});

let pendingProbe: (() => Promise<number>) | undefined;

// The relay that owns the database connection answers the pending count at scrape time.
export const setOutboxPendingProbe = (probe: (() => Promise<number>) | undefined): void => {
  pendingProbe = probe;
};

export const outboxPending = new Gauge({
  name: 'nearbly_outbox_events_pending',
  help: 'Outbox events written but not yet relayed to Kafka',
  registers: [metricsRegistry],
  async collect() {
    if (!pendingProbe) return;
    try {
      this.set(await pendingProbe());
    } catch {
      // The scrape still answers; the gauge keeps its last value.
    }
  },
});

export type TExternalProvider = 'openai' | 'stripe' | 'google';
export type TExternalOutcome = 'ok' | 'error' | 'timeout';

// Calls to outside systems (OpenAI, Stripe, Google), by provider and outcome.
export const externalCallOutcomes = new Counter<'provider' | 'outcome'>({
  name: 'nearbly_external_call_outcomes_total',
  help: 'Calls to outside providers by provider (openai|stripe|google) and outcome (ok|error|timeout)',
  labelNames: ['provider', 'outcome'],
  registers: [metricsRegistry],
});

export const countExternalCall = (provider: TExternalProvider, outcome: TExternalOutcome): void => {
  externalCallOutcomes.inc({ provider, outcome });
};
