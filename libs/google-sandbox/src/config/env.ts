import { join } from 'node:path';
import { z } from 'zod';

// The runnable sandbox's settings (`npm start` runs it when Google credentials are absent).
const ZRunEnv = z.object({
  GOOGLE_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3110).describe('Port of the sandbox (its control page is /_sandbox/)'),
  GOOGLE_SANDBOX_HOST: z.string().default('127.0.0.1').describe('Address it listens on'),
  GOOGLE_SANDBOX_STATE_DIR: z
    .string()
    .default(join(__dirname, '..', '..', '..', '..', '.cache', 'google-sandbox'))
    .describe('Where its state and signing key are kept between runs ("" keeps them in memory)'),
  PUBLIC_URL: z.url().default('http://127.0.0.1:3000').describe("The product's origin: the default push endpoint is on it"),
  GOOGLE_PUBSUB_PUSH_ENDPOINT: z.url().optional().describe("Where Business Profile notifications are pushed (default: PUBLIC_URL + /api/google/notifications)"),
  GOOGLE_PUBSUB_AUDIENCE: z.string().optional().describe("Audience of the push's OIDC token (default: the push endpoint)"),
});
export type TRunEnv = z.infer<typeof ZRunEnv>;

export const loadRunEnv = (source: NodeJS.ProcessEnv): TRunEnv => {
  const parsed = ZRunEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`invalid Google sandbox environment:\n${problems}`);
  }
  return parsed.data;
};

export const PUSH_PATH = '/api/google/notifications';
