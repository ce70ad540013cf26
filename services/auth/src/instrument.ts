import { startTracing } from '@app/service-kit';
import { env } from './config/env';

// Imported first by main.ts: tracing must hook the libraries before the app's modules use them.
startTracing(env.service, env.OTEL_EXPORTER_OTLP_ENDPOINT);
