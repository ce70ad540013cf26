import { z } from 'zod';
import { devMailboxEnabled, loadServiceEnv, parseEnv, ZDevMailboxFlag } from '@app/service-kit';

const ZAuthEnv = z.object({
  TOTP_ENCRYPTION_KEY: z
    .string()
    .min(32, 'TOTP_ENCRYPTION_KEY must be 32 characters or more')
    .optional()
    .describe(
      'Key (32+ random characters) that encrypts two-factor secrets at rest; required in production',
    ),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
    .optional()
    .describe(
      'SMTP server for outgoing mail (smtp://user:pass@host:587); without it mail goes to the dev mailbox',
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Nearbly <no-reply@nearbly.app>')
    .describe('From header of outgoing mail'),
  SUPPORT_EMAIL: z
    .email()
    .default('support@nearbly.app')
    .describe('The support address in the footer of every mail (docs/product.md §1)'),
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
    .describe('First retry delay of an outgoing mail the SMTP server refused; doubles each retry'),
  PUBLIC_URL: z
    .url()
    .default('http://127.0.0.1:3000')
    .describe("The app's public origin, for the links in alert emails (and their unsubscribe link)"),
  DEV_MAILBOX: ZDevMailboxFlag.describe(
    'Keep unsent mail readable over auth.dev-mailbox.list (default: on unless NODE_ENV=production)',
  ),
});

const base = loadServiceEnv('auth');
const own = parseEnv(ZAuthEnv);

// Parsed once at boot; no other file reads process.env.
export const env = {
  ...base,
  SMTP_URL: own.SMTP_URL,
  MAIL_FROM: own.MAIL_FROM,
  SUPPORT_EMAIL: own.SUPPORT_EMAIL,
  MAIL_ATTEMPTS: own.MAIL_ATTEMPTS,
  MAIL_BACKOFF_MS: own.MAIL_BACKOFF_MS,
  PUBLIC_URL: own.PUBLIC_URL.replace(/\/+$/, ''),
  DEV_MAILBOX: devMailboxEnabled(own.DEV_MAILBOX, base.NODE_ENV),
  TOTP_ENCRYPTION_KEY: own.TOTP_ENCRYPTION_KEY,
};
export type TAuthEnv = typeof env;
