type TSdk = { shutdown(): Promise<void> };

let sdk: TSdk | undefined;

// OpenTelemetry traces (HTTP, Express, Nest, kafkajs, pg, ioredis) exported over OTLP/HTTP, only
// when a collector is configured. Called from each process's src/instrument.ts, the first import of
// its main.ts, so the instrumentations hook the libraries before the app's modules use them.
export const startTracing = (serviceName: string, endpoint: string | undefined): boolean => {
  if (endpoint === undefined || sdk !== undefined) return false;
  // Loaded only when tracing is on: the SDK and its instrumentations are heavy for a process without a collector.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { getNodeAutoInstrumentations } = require('@opentelemetry/auto-instrumentations-node') as typeof import('@opentelemetry/auto-instrumentations-node');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const started = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
    instrumentations: [
      getNodeAutoInstrumentations({
        // Spans for every file read and DNS lookup are noise at this scale.
        '@opentelemetry/instrumentation-fs': { enabled: false },
        '@opentelemetry/instrumentation-dns': { enabled: false },
      }),
    ],
  });
  started.start();
  sdk = started;
  // Flush the last spans on the way out; Nest's own shutdown hooks handle the rest.
  process.once('SIGTERM', () => void started.shutdown().catch(() => undefined));
  return true;
};
