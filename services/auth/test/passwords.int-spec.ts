import { randomUUID } from 'node:crypto';
import {
  AuthRequests,
  revokedSessionKey,
  type TMailboxMessage,
  type TSessionGrant,
} from '@app/contracts';
import { waitFor } from '@app/test-support';
import { AuthHarness, CHROME_ON_LINUX, PASSWORD, actorOf } from './auth-harness';

describe('auth passwords over Kafka', () => {
  let auth: AuthHarness;
  const resetUrl = 'http://localhost:3000/reset-password';
  const ended = { code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' };

  beforeAll(async () => {
    auth = await AuthHarness.start('passwords');
  });

  afterAll(async () => {
    await auth?.stop();
  });

  const login = (email: string, password: string) =>
    auth.call(AuthRequests.login, { login: { email, password }, device: CHROME_ON_LINUX });
  const signIn = async (email: string, password: string): Promise<TSessionGrant> => {
    const result = await login(email, password);
    if (result.status !== 'ok') throw new Error('expected a session');
    return result.grant;
  };
  const mailbox = async (to: string) => (await auth.call(AuthRequests.devMailbox, { to })).messages;
  const resetMail = (to: string) =>
    waitFor(`the reset email to ${to}`, async () =>
      (await mailbox(to)).find((message) => message.subject === 'Reset your Nearbly password'),
    );
  const tokenIn = (mail: TMailboxMessage) => {
    const link = /(http\S+)/.exec(mail.text)?.[1] ?? '';
    expect(link.startsWith(`${resetUrl}?token=`)).toBe(true);
    return new URL(link).searchParams.get('token') ?? '';
  };

  describe('change', () => {
    it('refuses a wrong current password with a detail on that field', async () => {
      const { actor } = await auth.signup();
      const error = await auth.failure(AuthRequests.passwordChange, {
        actor,
        change: {
          currentPassword: 'Not-My-Password-1',
          newPassword: 'Another-Pass-99!',
          confirmPassword: 'Another-Pass-99!',
        },
      });
      expect(error).toEqual({
        code: 'VALIDATION',
        message: 'Validation error',
        details: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
      });
    });

    it('counts wrong current passwords per account across sensitive changes, guesses sent together included', async () => {
      const { actor } = await auth.signup();
      const other = await auth.signup();
      const wrong = { currentPassword: 'Not-My-Password-1', newPassword: 'Another-Pass-99!', confirmPassword: 'Another-Pass-99!' };
      // Two wrong passwords through the 2FA form, then eight sent at once through the password
      // form: the account had five tries in all, whatever the form and however fast.
      for (let attempt = 0; attempt < 2; attempt += 1)
        expect(
          (
            await auth.failure(AuthRequests.twoFactorEnable, {
              actor,
              code: '000000',
              currentPassword: 'Not-My-Password-1',
            })
          ).details,
        ).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
      const burst = await Promise.all(
        Array.from({ length: 8 }, () =>
          auth.failure(AuthRequests.passwordChange, { actor, change: wrong }),
        ),
      );
      expect(burst.filter((error) => error.code === 'VALIDATION')).toHaveLength(3);
      expect(burst.filter((error) => error.code === 'RATE_LIMITED')).toHaveLength(5);
      // Now even the right password waits, and says for how long.
      expect(
        await auth.failure(AuthRequests.passwordChange, {
          actor,
          change: { ...wrong, currentPassword: PASSWORD },
        }),
      ).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many wrong passwords. Please try again in 15 minutes.',
      });
      // Another account is not affected.
      expect(
        await auth.call(AuthRequests.passwordChange, {
          actor: other.actor,
          change: { ...wrong, currentPassword: PASSWORD },
        }),
      ).toEqual({ ok: true });
    });

    it('checks the settings rules: 8 characters and a matching confirmation', async () => {
      const { actor } = await auth.signup();
      const short = await auth.failure(AuthRequests.passwordChange, {
        actor,
        change: { currentPassword: PASSWORD, newPassword: 'short', confirmPassword: 'short' },
      });
      expect(short.details).toEqual([
        { path: 'newPassword', message: 'Password must be at least 8 characters long' },
      ]);
      const mismatch = await auth.failure(AuthRequests.passwordChange, {
        actor,
        change: {
          currentPassword: PASSWORD,
          newPassword: 'Long-Enough-1',
          confirmPassword: 'Long-Enough-2',
        },
      });
      expect(mismatch.details).toEqual([
        { path: 'confirmPassword', message: 'Passwords do not match' },
      ]);
    });

    it('changes the password and signs out the other sessions, not this one', async () => {
      const { email, actor, grant } = await auth.signup();
      const other = await signIn(email, PASSWORD);
      const newPassword = 'Fresh-Beans-2027!';
      expect(
        await auth.call(AuthRequests.passwordChange, {
          actor,
          change: { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
        }),
      ).toEqual({ ok: true });

      expect(await auth.failure(AuthRequests.me, { actor: actorOf(other) })).toEqual(ended);
      expect(await auth.redis.get(revokedSessionKey(other.sessionId))).toBe('1');
      expect(await auth.call(AuthRequests.me, { actor })).toMatchObject({
        user: { id: grant.user.id },
      });
      expect(await auth.redis.get(revokedSessionKey(grant.sessionId))).toBeNull();
      expect(
        await auth.failure(AuthRequests.login, {
          login: { email, password: PASSWORD },
          device: CHROME_ON_LINUX,
        }),
      ).toMatchObject({ code: 'UNAUTHORIZED' });
      expect((await login(email, newPassword)).status).toBe('ok');
    });

    it('tells a Google-only account that it has no password yet', async () => {
      const identity = {
        googleSub: `g-${randomUUID()}`,
        email: `g-${randomUUID().slice(0, 8)}@gmail.com`,
        emailVerified: true,
        firstName: 'Gia',
      };
      const { grant } = await auth.googleSession({ identity, device: CHROME_ON_LINUX });
      const error = await auth.failure(AuthRequests.passwordChange, {
        actor: actorOf(grant),
        change: {
          currentPassword: 'anything',
          newPassword: 'Whatever-123',
          confirmPassword: 'Whatever-123',
        },
      });
      expect(error.details).toEqual([
        {
          path: 'currentPassword',
          message: 'This account signs in with Google and has no password yet',
        },
      ]);
    });
  });

  describe('forgot and reset', () => {
    it('mails a one-hour link to a known address, and answers the same for an unknown one without mailing', async () => {
      const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
      expect(await auth.call(AuthRequests.passwordForgot, { email: unknown, resetUrl })).toEqual({
        ok: true,
      });
      const { email } = await auth.signup({ firstName: 'Rosa' });
      expect(
        await auth.call(AuthRequests.passwordForgot, { email: email.toUpperCase(), resetUrl }),
      ).toEqual({
        ok: true,
      });

      const mail = await resetMail(email);
      expect(mail.to).toBe(email);
      expect(mail.text).toContain('Hi Rosa,');
      expect(mail.text).toContain('valid for 1 hour');
      const token = tokenIn(mail);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [reset] = await auth.rows<{ token_hash: string; expires_at: Date }>(
        'SELECT token_hash, expires_at FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.email = $1',
        [email],
      );
      expect(reset?.token_hash).not.toBe(token);
      expect(reset!.expires_at.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
      expect(reset!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
      // The unknown address was asked first; its mail, had there been one, would be there by now.
      expect(await mailbox(unknown)).toEqual([]);
    });

    it('resets with the link once, signs out every session, and the new password works', async () => {
      const { email, actor } = await auth.signup();
      const other = await signIn(email, PASSWORD);
      await auth.call(AuthRequests.passwordForgot, { email, resetUrl });
      const token = tokenIn(await resetMail(email));
      const newPassword = 'Reset-Roast-2027!';

      const containsEmail = await auth.failure(AuthRequests.passwordReset, {
        token,
        password: `${email.split('@')[0]}-Aa1!`,
      });
      expect(containsEmail.details).toEqual([
        { path: 'password', message: 'Password must not contain your email address' },
      ]);
      expect(await auth.call(AuthRequests.passwordReset, { token, password: newPassword })).toEqual(
        {
          ok: true,
        },
      );

      for (const sessionId of [actor.sessionId, other.sessionId])
        expect(await auth.redis.get(revokedSessionKey(sessionId))).toBe('1');
      expect(await auth.failure(AuthRequests.me, { actor })).toEqual(ended);
      expect((await login(email, newPassword)).status).toBe('ok');
      expect(
        await auth.failure(AuthRequests.login, {
          login: { email, password: PASSWORD },
          device: CHROME_ON_LINUX,
        }),
      ).toMatchObject({ code: 'UNAUTHORIZED' });

      const invalid = {
        code: 'VALIDATION',
        message: 'Validation error',
        details: [
          {
            path: 'token',
            message: 'This reset link is invalid or has expired. Please request a new one.',
          },
        ],
      };
      expect(
        await auth.failure(AuthRequests.passwordReset, { token, password: 'Yet-Another-2028!' }),
      ).toEqual(invalid);
      expect(
        await auth.failure(AuthRequests.passwordReset, {
          token: 'A'.repeat(43),
          password: 'Yet-Another-2028!',
        }),
      ).toEqual(invalid);
    });

    it('refuses an expired link', async () => {
      const { email } = await auth.signup();
      await auth.call(AuthRequests.passwordForgot, { email, resetUrl });
      const token = tokenIn(await resetMail(email));
      await auth.rows(
        "UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
        [email],
      );
      expect(
        await auth.failure(AuthRequests.passwordReset, { token, password: 'Too-Late-2027!' }),
      ).toMatchObject({ code: 'VALIDATION', details: [{ path: 'token' }] });
    });

    it("keeps another service's rendered mail (auth.dev-mailbox.store), and answers a bad one with VALIDATION", async () => {
      const to = `Visitor-${randomUUID()}@Example.com`;
      const mail = {
        to,
        subject: 'Welcome to the Nearbly newsletter',
        text: 'Thanks for signing up',
        html: '<p>Thanks for signing up</p>',
      };
      expect(await auth.call(AuthRequests.devMailboxStore, mail)).toEqual({ ok: true });
      expect(await mailbox(to.toLowerCase())).toEqual([
        { id: expect.any(String) as unknown, to: to.toLowerCase(), subject: mail.subject, text: mail.text, createdAt: expect.any(String) as unknown },
      ]);

      expect(
        await auth.failure(AuthRequests.devMailboxStore, { ...mail, to: 'not an address' }),
      ).toMatchObject({
        code: 'VALIDATION',
        details: [{ path: 'to' }],
      });
      expect(await auth.failure(AuthRequests.devMailboxStore, 'not a mail')).toMatchObject({
        code: 'VALIDATION',
      });
      // The service still answers after them.
      expect(await mailbox(to.toLowerCase())).toHaveLength(1);
    });

    it('keeps the newest 50 messages, newest first', async () => {
      const { messages } = await auth.call(AuthRequests.devMailbox, {});
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.length).toBeLessThanOrEqual(50);
      const times = messages.map((message) => new Date(message.createdAt).getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });
  });
});
