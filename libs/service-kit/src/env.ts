import { z } from 'zod';
import type { TServiceName } from '@app/contracts';

// The variables every service reads. Each has a safe local default so `npm start` needs no setup.
export const ZBaseServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_BASE_URL: z
    .string()
    .default('postgresql://postgres@127.0.0.1:5432')
    .describe('Server URL without a database; the service appends its own database name'),
  DATABASE_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .default('nearbly')
    .describe('Database name prefix: <prefix>_<service>'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  KAFKA_BROKERS: z
    .string()
    .default('127.0.0.1:9092')
    .transform((value) => value.split(',').map((broker) => broker.trim()).filter(Boolean)),
  KAFKA_SASL_MECHANISM: z
    .preprocess((value) => (value === '' ? undefined : value), z.enum(['scram-sha-256', 'scram-sha-512']).optional())
    .describe('SASL mechanism of the Kafka listener; unset: no authentication (the local broker)'),
  KAFKA_SASL_USERNAME: z.string().optional().describe("This process's Kafka principal (its KafkaUser)"),
  KAFKA_SASL_PASSWORD: z.string().optional(),
  KAFKA_SSL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('TLS to the brokers'),
  KAFKA_SSL_CA_FILE: z
    .preprocess((value) => (value === '' ? undefined : value), z.string().optional())
    .describe("PEM file of the brokers' CA (Strimzi's cluster CA); unset: the system's CAs"),
  HTTP_HOST: z.string().default('0.0.0.0').describe('Interface of the health/metrics HTTP port'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .preprocess((value) => (value === '' ? undefined : value), z.url().optional())
    .describe('OTLP/HTTP collector (http://collector:4318); traces are exported only when set'),
  RPC_SIGNING_KEY: z
    .preprocess((value) => (value === '' ? undefined : value), z.string().optional())
    .describe("This process's Ed25519 private key (base64 PKCS#8 DER) that signs its requests' assertions"),
  RPC_TRUSTED_KEYS: z
    .preprocess((value) => (value === '' ? undefined : value), z.string().optional())
    .describe('principal:base64-SPKI public keys, comma-separated, whose assertions a service believes'),
});
export type TBaseServiceEnv = z.infer<typeof ZBaseServiceEnv>;

export type TServiceEnv = TBaseServiceEnv & {
  service: TServiceName;
  databaseUrl: string;
  httpPort: number;
};

// DEV_MAILBOX of the services that send mail (auth, chat): without SMTP_URL, keep the mail in
// auth's dev mailbox (the BFF's /api/dev/mailbox) instead of dropping it. 'true' or 'false'; unset,
// it is on except in production. A service's schema describes the variable in its own words.
export const ZDevMailboxFlag = z.enum(['true', 'false']).optional();
export const devMailboxEnabled = (flag: z.infer<typeof ZDevMailboxFlag>, nodeEnv: TBaseServiceEnv['NODE_ENV']): boolean =>
  flag === undefined ? nodeEnv !== 'production' : flag === 'true';

// Health/metrics port of each service when PORT is not set (the BFF is on 3000).
export const DEFAULT_SERVICE_PORTS: Record<TServiceName, number> = {
  auth: 3101,
  reviews: 3102,
  billing: 3103,
  chat: 3104,
  analysis: 3105,
};

export const databaseUrlFor = (
  service: TServiceName,
  env: Pick<TBaseServiceEnv, 'DATABASE_BASE_URL' | 'DATABASE_PREFIX'>,
  explicit?: string,
): string => explicit ?? `${env.DATABASE_BASE_URL.replace(/\/+$/, '')}/${env.DATABASE_PREFIX}_${service}`;

// Parses the environment once at boot; on a bad value, lists every bad key and exits.
export const parseEnv = <TSchema extends z.ZodType>(
  schema: TSchema,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<TSchema> => {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  process.stderr.write(`Invalid environment:\n${lines.join('\n')}\n`);
  process.exit(1);
};

export const loadServiceEnv = (
  service: TServiceName,
  source: NodeJS.ProcessEnv = process.env,
): TServiceEnv => {
  const base = parseEnv(ZBaseServiceEnv, source);
  const port = parseEnv(
    z.object({ PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_SERVICE_PORTS[service]) }),
    source,
  );
  if (base.NODE_ENV === 'production' && (!base.RPC_SIGNING_KEY || !base.RPC_TRUSTED_KEYS)) {
    process.stderr.write('Invalid environment:\n  RPC_SIGNING_KEY and RPC_TRUSTED_KEYS are required in production\n');
    process.exit(1);
  }
  const explicitUrl = source[`DATABASE_URL_${service.toUpperCase()}`];
  return { ...base, service, databaseUrl: databaseUrlFor(service, base, explicitUrl), httpPort: port.PORT };
};
