import Redis from 'ioredis';
import { AuthRequests } from '@app/contracts';
import { HealthService, queuePrefixOf } from '@app/service-kit';
import {
  LoopbackSmtpServer,
  testDatabaseUrl,
  waitFor,
  type TReceivedMail,
} from '@app/test-support';
import { AuthHarness, CHROME_ON_LINUX, PASSWORD } from './auth-harness';

// Issue 19, Emails: every mail of the auth service goes through its BullMQ queue to a real SMTP
// server (on loopback): sent after the reply, retried while the server refuses it, still sent
// after a restart, and never readable in Redis.
describe('auth mail through the queue to an SMTP server', () => {
  const resetUrl = 'http://localhost:3000/reset-password';
  const subject = 'Reset your Nearbly password';
  const smtp = new LoopbackSmtpServer();
  const admin = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const queueKeys = `${queuePrefixOf(testDatabaseUrl('auth_mail_queue'))}:auth-mail:*`;
  let auth: AuthHarness;

  // The keys of the mail queue (the suite's database name is the same on every run).
  const scanQueueKeys = async (): Promise<string[]> => {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await admin.scan(cursor, 'MATCH', queueKeys, 'COUNT', '1000');
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    return keys;
  };

  beforeAll(async () => {
    // Jobs an earlier run of this suite kept are not this run's.
    const stale = await scanQueueKeys();
    if (stale.length > 0) await admin.del(...stale);
    await smtp.start();
    auth = await AuthHarness.start('mail_queue', {
      SMTP_URL: smtp.url,
      MAIL_BACKOFF_MS: '100',
      MAIL_ATTEMPTS: '8',
    });
  });

  afterAll(async () => {
    await auth?.stop();
    await smtp.stop();
    admin.disconnect();
  });

  const resetMails = (email: string): TReceivedMail[] =>
    smtp.mailTo(email).filter((mail) => mail.subject === subject);
  const resetMail = (email: string): Promise<TReceivedMail> =>
    waitFor(`"${subject}" to ${email}`, () => Promise.resolve(resetMails(email)[0]));
  const tokenIn = (mail: TReceivedMail): string => {
    const token = new RegExp(`${resetUrl}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
    if (!token) throw new Error(`No reset link in: ${mail.text}`);
    return token;
  };
  const login = (email: string, password: string) =>
    auth.call(AuthRequests.login, { login: { email, password }, device: CHROME_ON_LINUX });

  // Everything the mail queue keeps in Redis, as raw values.
  const rawQueueData = async (): Promise<{ keys: string[]; values: string }> => {
    const keys = await scanQueueKeys();
    const values: string[] = [];
    for (const key of keys) {
      const type = await admin.type(key);
      if (type === 'hash') values.push(...Object.entries(await admin.hgetall(key)).flat());
      else if (type === 'string') values.push((await admin.get(key)) ?? '');
      else if (type === 'list') values.push(...(await admin.lrange(key, 0, -1)));
      else if (type === 'zset') values.push(...(await admin.zrange(key, '0', '-1')));
      else if (type === 'set') values.push(...(await admin.smembers(key)));
      else if (type === 'stream') values.push(JSON.stringify(await admin.xrange(key, '-', '+')));
    }
    return { keys, values: values.join('\n') };
  };

  it('mails a reset link that works, and Redis never holds the link or the address', async () => {
    const { email } = await auth.signup();
    expect(await auth.call(AuthRequests.passwordForgot, { email, resetUrl })).toEqual({ ok: true });

    const mail = await resetMail(email);
    expect(mail.from).toBe('Nearbly <no-reply@nearbly.app>');
    expect(mail.to).toBe(email);
    expect(mail.envelope).toEqual({ from: 'no-reply@nearbly.app', to: [email] });
    expect(mail.subject).toBe(subject);
    // One template, two parts: HTML in the product's look and plain text, saying the same.
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(mail.text).toContain('Hi Jordan,');
    expect(mail.html).toContain('Hi Jordan,');
    expect(mail.html).toContain('Choose a new password');
    const token = tokenIn(mail);
    // The same working link in both parts (the button and the bare URL), at the app's URL.
    expect(mail.html).toContain(`href="${resetUrl}?token=${token}"`);
    // The footer: the support address, and the app's origin taken from the link.
    expect(mail.text).toContain('Questions? support@nearbly.app');
    expect(mail.html).toContain('href="mailto:support@nearbly.app"');
    expect(mail.html).toContain('href="http://localhost:3000"');

    const newPassword = 'Queued-Latte-2028!';
    expect(await auth.call(AuthRequests.passwordReset, { token, password: newPassword })).toEqual({
      ok: true,
    });
    expect((await login(email, newPassword)).status).toBe('ok');
    expect(
      await auth.failure(AuthRequests.login, {
        login: { email, password: PASSWORD },
        device: CHROME_ON_LINUX,
      }),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
    });

    // The sent job is kept (completed) with its data: sealed, not readable.
    const { keys, values } = await rawQueueData();
    expect(keys.some((key) => key.includes(':password-reset-'))).toBe(true);
    expect(values).toMatch(/"sealed":"v1:/);
    expect(values).not.toContain(token);
    expect(values).not.toContain(email);
    expect(values).not.toContain('reset-password');
  });

  it('retries while the SMTP server refuses the mail, and sends it once', async () => {
    const { email } = await auth.signup();
    // The sign-up's verification mail first, so the 2 refusals fall on the reset alone.
    await waitFor('the verification mail', () =>
      Promise.resolve(smtp.mailTo(email).length > 0 ? true : undefined),
    );
    smtp.refuse(2, email);
    expect(await auth.call(AuthRequests.passwordForgot, { email, resetUrl })).toEqual({ ok: true });

    const mail = await resetMail(email);
    expect(smtp.refusedTo(email).map(({ subject }) => subject)).toEqual([mail.subject, mail.subject]);
    tokenIn(mail);
    // No duplicate shows up after the retries.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(resetMails(email)).toHaveLength(1);
  });

  it('sends a mail queued before a restart once the service runs again', async () => {
    const { email } = await auth.signup();
    await waitFor('the verification mail', () =>
      Promise.resolve(smtp.mailTo(email).length > 0 ? true : undefined),
    );
    smtp.refuse(Number.POSITIVE_INFINITY);
    expect(await auth.call(AuthRequests.passwordForgot, { email, resetUrl })).toEqual({ ok: true });

    const [reset] = await auth.rows<{ token_hash: string }>(
      'SELECT token_hash FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.email = $1',
      [email],
    );
    const jobKey = `${queuePrefixOf(auth.databaseUrl)}:auth-mail:password-reset-${reset!.token_hash}`;

    await auth.restart(async () => {
      // Stopped with the mail undelivered: its job is still in Redis, unfinished.
      expect(resetMails(email)).toEqual([]);
      expect(await admin.exists(jobKey)).toBe(1);
      expect(await admin.hget(jobKey, 'finishedOn')).toBeNull();
      smtp.accept();
    });

    const token = tokenIn(await resetMail(email));
    expect(
      await auth.call(AuthRequests.passwordReset, { token, password: 'Restarted-Mocha-2029!' }),
    ).toEqual({
      ok: true,
    });
    expect((await login(email, 'Restarted-Mocha-2029!')).status).toBe('ok');
  });

  it('keeps a mail the SMTP server refuses at every attempt as a dead letter in the health report', async () => {
    const deadLetters = async () =>
      (await auth.app.get(HealthService).report()).queues?.['auth-mail']?.deadLetter ?? 0;
    const { email } = await auth.signup();
    await waitFor('the verification mail', () =>
      Promise.resolve(smtp.mailTo(email).length > 0 ? true : undefined),
    );
    const before = await deadLetters();
    smtp.refuse(Number.POSITIVE_INFINITY);
    expect(await auth.call(AuthRequests.passwordForgot, { email, resetUrl })).toEqual({ ok: true });

    // 8 attempts, 100 ms doubling: about 13 s.
    await waitFor('the dead letter', async () =>
      (await deadLetters()) > before ? true : undefined,
    );
    expect(resetMails(email)).toEqual([]);
    smtp.accept();
  });
});
