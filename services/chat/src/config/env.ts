import { z } from 'zod';
import { devMailboxEnabled, loadOpenAiEnv, loadServiceEnv, parseEnv, ZDevMailboxFlag } from '@app/service-kit';

// Parsed once at boot; no other file reads process.env.
export const env = loadServiceEnv('chat');

// Maya's model: OpenAI when OPENAI_API_KEY is set, else the local answerer.
export const aiEnv = loadOpenAiEnv();

const own = parseEnv(
  z.object({
    SUPPORT_EMAIL: z
      .email()
      .default('support@nearbly.app')
      .describe('The address Maya gives (docs/product.md §1: the same everywhere)'),
    SUPPORT_INBOX: z
      .email()
      .optional()
      .describe('Where support tickets are mailed (default: SUPPORT_EMAIL)'),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
      .optional()
      .describe(
        'SMTP server for outgoing mail; without it each mail goes to the dev mailbox (auth), or is only logged when that is off',
      ),
    MAIL_FROM: z
      .string()
      .min(3)
      .default('Nearbly <no-reply@nearbly.app>')
      .describe('From header of outgoing mail'),
    MAIL_ATTEMPTS: z.coerce
      .number()
      .int()
      .min(1)
      .max(20)
      .default(8)
      .describe('Tries per outgoing mail before it is kept as a failed job (dead letter)'),
    MAIL_BACKOFF_MS: z.coerce
      .number()
      .int()
      .min(10)
      .max(600_000)
      .default(5_000)
      .describe('First retry delay of a refused mail; doubles each retry'),
    PUBLIC_URL: z
      .url()
      .default('http://127.0.0.1:3000')
      .describe("The app's public origin, for the links in mails"),
    NEWSLETTER_LINK_SECRET: z
      .string()
      .min(32, 'NEWSLETTER_LINK_SECRET must be 32 characters or more')
      .optional()
      .describe(
        "Secret (32+ random characters) chat derives the key of the newsletter's unsubscribe links from; required in production, never to be changed (old links would stop working)",
      ),
    DEV_MAILBOX: ZDevMailboxFlag.describe(
        "Without SMTP_URL, keep mail in auth's dev mailbox over auth.dev-mailbox.store (default: on unless NODE_ENV=production)",
      ),
  }),
);

export const chatEnv = { ...own, DEV_MAILBOX: devMailboxEnabled(own.DEV_MAILBOX, env.NODE_ENV) };
