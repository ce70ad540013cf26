import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import Redis from 'ioredis';
import { z } from 'zod';
import {
  AuthRequests,
  type TActorRef,
  type TReplyOf,
  type TRequestContract,
  type TRequestInput,
  type TServiceError,
  type TSessionGrant,
  type TSignupInput,
} from '@app/contracts';
import { RpcError } from '@app/service-kit';
import {
  queryRows,
  startInProcessService,
  testDatabaseUrl,
  waitFor,
  type TInProcessService,
} from '@app/test-support';

// The auth service in this process, on its own empty test database, reached over the real Kafka.

export const CHROME_ON_LINUX = {
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ip: '127.0.0.1',
};
export const SAFARI_ON_IPHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ip: '192.168.1.20',
};

export const PASSWORD = 'Espresso-Shots-42!';
export const VERIFICATION_SUBJECT = 'Confirm your email address for Nearbly';
export const VERIFY_URL = 'http://localhost:3000/verify-email';

export class AuthHarness {
  private constructor(
    readonly databaseUrl: string,
    private readonly service: TInProcessService,
  ) {}

  // `env`: more settings for the service (SMTP_URL, ...), read when its env module loads.
  static async start(suite: string, env: Record<string, string> = {}): Promise<AuthHarness> {
    const databaseUrl = testDatabaseUrl(`auth_${suite}`);
    Object.assign(process.env, { DEV_MAILBOX: 'true', ...env });
    const service = await startInProcessService({
      service: 'auth',
      databaseUrl,
      serviceDir: join(__dirname, '..'),
      load: async () => ({
        env: (await import('../src/config/env')).env,
        AppModule: (await import('../src/app.module')).AppModule,
      }),
    });
    return new AuthHarness(databaseUrl, service);
  }

  get app(): INestApplication {
    return this.service.app;
  }

  stop(): Promise<void> {
    return this.service.stop();
  }

  // Stops the service, runs `whileStopped`, and starts it again on the same database.
  async restart(whileStopped?: () => void | Promise<void>): Promise<void> {
    await this.service.restart(whileStopped);
  }

  get redis(): Redis {
    return this.app.get(Redis);
  }

  call<TContract extends TRequestContract>(
    contract: TContract,
    input: TRequestInput<TContract>,
  ): Promise<TReplyOf<TContract>> {
    return this.service.rpc.call(contract, input);
  }

  // A Google sign-in that opens a session (the account has no two-factor authentication).
  async googleSession(input: TRequestInput<typeof AuthRequests.googleSignIn>) {
    const reply = await this.call(AuthRequests.googleSignIn, input);
    if (reply.status !== 'ok') throw new Error('Google sign-in asked for a two-factor code');
    return reply;
  }

  // The error a request answers; fails the test when it succeeds. The input goes as it is, not
  // checked by this client (its contract's copy takes anything), so the service's own check of
  // the request answers it, as it would any writer of the topic.
  async failure<TContract extends TRequestContract>(
    contract: TContract,
    input: unknown,
  ): Promise<TServiceError> {
    const unchecked: TRequestContract<z.ZodUnknown, TContract['reply']> = {
      ...contract,
      request: z.unknown(),
    };
    const outcome = await this.service.rpc.call(unchecked, input).then(
      (reply) => ({ reply }),
      (error: unknown) => ({ error }),
    );
    if (!('error' in outcome))
      throw new Error(
        `${contract.topic} was expected to fail but answered ${JSON.stringify(outcome.reply)}`,
      );
    if (!(outcome.error instanceof RpcError)) throw outcome.error;
    return outcome.error.error;
  }

  rows<TRow extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<TRow[]> {
    return queryRows<TRow>(this.databaseUrl, sql, params);
  }

  // A new account with a unique email; answers what the client would hold afterwards.
  async signup(
    overrides: Partial<TSignupInput> = {},
    device = CHROME_ON_LINUX,
  ): Promise<{ email: string; grant: TSessionGrant; actor: TActorRef }> {
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    const signup: TSignupInput = {
      firstName: 'Jordan',
      lastName: 'Baker',
      email,
      password: PASSWORD,
      businessName: 'Bean There Cafe',
      businessType: 'cafe',
      businessAddress: '12 Main St, Austin, TX 78701',
      ...overrides,
    };
    const grant = await this.call(AuthRequests.signup, { signup, device, verifyUrl: VERIFY_URL });
    return { email: String(signup.email).trim().toLowerCase(), grant, actor: actorOf(grant) };
  }

  // The mail the dev mailbox holds for `to` (newest first).
  async mailbox(to: string) {
    return (await this.call(AuthRequests.devMailbox, { to })).messages;
  }

  // The newest mail to `to` with this subject, once it is there (mail goes out after the reply).
  mail(to: string, subject: string, unless?: (text: string) => boolean) {
    return waitFor(`"${subject}" to ${to}`, async () => {
      const message = (await this.mailbox(to)).find((mail) => mail.subject === subject);
      return message && !unless?.(message.text) ? message : undefined;
    });
  }

  // The token in the link of that mail; `not`: wait for a newer mail than the one with this token.
  async linkToken(to: string, subject: string, not?: string): Promise<string> {
    const tokenIn = (text: string) => /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    const message = await this.mail(to, subject, (text) => not !== undefined && tokenIn(text) === not);
    const token = tokenIn(message.text);
    if (!token) throw new Error(`No link in "${subject}"`);
    return token;
  }

  // Uses the verification link mailed at sign-up.
  async verifyEmail(email: string): Promise<void> {
    const token = await this.linkToken(email, VERIFICATION_SUBJECT);
    await this.call(AuthRequests.emailVerify, { token });
  }
}

export const actorOf = (grant: TSessionGrant): TActorRef => ({
  userId: grant.user.id,
  sessionId: grant.sessionId,
});
