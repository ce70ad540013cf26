import { generate, generateSecret } from 'otplib';
import { randomUUID } from 'node:crypto';
import { AuthRequests } from '@app/contracts';
import { TotpSecretsAtRest } from '../src/two-factor/totp-secrets-at-rest';
import { AuthHarness, CHROME_ON_LINUX, PASSWORD } from './auth-harness';

describe('auth two-factor over Kafka', () => {
  let auth: AuthHarness;

  beforeAll(async () => {
    auth = await AuthHarness.start('two_factor');
  });

  afterAll(async () => {
    await auth?.stop();
  });

  const login = (email: string, twoFactorCode?: string) =>
    auth.call(AuthRequests.login, {
      login: { email, password: PASSWORD, twoFactorCode },
      device: CHROME_ON_LINUX,
    });
  const loginFailure = (email: string, twoFactorCode: string) =>
    auth.failure(AuthRequests.login, {
      login: { email, password: PASSWORD, twoFactorCode },
      device: CHROME_ON_LINUX,
    });
  const mismatch = {
    code: 'VALIDATION',
    message: 'Validation error',
    details: [
      {
        path: 'code',
        message: 'That code did not match. Check your authenticator app and try again.',
      },
    ],
  };

  it('sets up with an authenticator app, then asks for a code at sign-in; a recovery code works once', async () => {
    const { email, actor } = await auth.signup();
    const setup = await auth.call(AuthRequests.twoFactorSetup, { actor });
    expect(setup.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Nearbly:/);
    expect(decodeURIComponent(setup.otpauthUrl)).toContain(`Nearbly:${email}`);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    // Not on until a code proves the app has the secret.
    expect((await login(email)).status).toBe('ok');

    expect(
      await auth.failure(AuthRequests.twoFactorEnable, {
        currentPassword: PASSWORD,
        actor,
        code: '000000' === (await generate({ secret: setup.secret })) ? '111111' : '000000',
      }),
    ).toEqual(mismatch);
    const enabledAt = Math.floor(Date.now() / 1000);
    const codeAt = (offsetSeconds: number) =>
      generate({ secret: setup.secret, epoch: enabledAt + offsetSeconds });
    const { recoveryCodes } = await auth.call(AuthRequests.twoFactorEnable, {
      currentPassword: PASSWORD,
      actor,
      code: await codeAt(0),
    });
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z]{4}-[a-z]{4}-[a-z]{4}$/);
    const stored = await auth.rows<{ code_hash: string }>(
      'SELECT code_hash FROM recovery_codes rc JOIN users u ON u.id = rc.user_id WHERE u.email = $1',
      [email],
    );
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    expect((await auth.call(AuthRequests.me, { actor })).user.twoFactorEnabled).toBe(true);

    expect(await login(email)).toEqual({ status: 'two_factor_required' });
    const invalid = { code: 'UNAUTHORIZED', message: 'Invalid two-factor code' };
    expect(await loginFailure(email, '123456' === (await codeAt(0)) ? '654321' : '123456')).toEqual(
      invalid,
    );
    // The code that turned 2FA on has been used: it cannot also sign in.
    expect(await loginFailure(email, await codeAt(0))).toEqual(invalid);
    // The next step's code (accepted for clock drift) signs in once.
    const next = await codeAt(30);
    expect(await login(email, next)).toMatchObject({ status: 'ok' });
    expect(await loginFailure(email, next)).toEqual(invalid);

    const recovery = recoveryCodes[3]!;
    expect(await login(email, recovery.toUpperCase())).toMatchObject({ status: 'ok' });
    expect(await loginFailure(email, recovery)).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Invalid two-factor code',
    });
    // A wrong password is still the same answer, code or not.
    expect(
      await auth.failure(AuthRequests.login, {
        login: { email, password: 'Wrong-Pass-123!', twoFactorCode: recoveryCodes[4] },
        device: CHROME_ON_LINUX,
      }),
    ).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Invalid email or password',
    });
  });

  it('turns off with a code (a recovery code too), after which sign-in needs no code', async () => {
    const { email, actor } = await auth.signup();
    const setup = await auth.call(AuthRequests.twoFactorSetup, { actor });
    const {
      recoveryCodes: [recoveryCode = ''],
    } = await auth.call(AuthRequests.twoFactorEnable, {
      currentPassword: PASSWORD,
      actor,
      code: await generate({ secret: setup.secret }),
    });
    expect(
      await auth.failure(AuthRequests.twoFactorDisable, {
        currentPassword: PASSWORD,
        actor,
        code: 'zzzz-zzzz-zzzz',
      }),
    ).toEqual(mismatch);

    expect(
      await auth.call(AuthRequests.twoFactorDisable, {
        currentPassword: PASSWORD,
        actor,
        code: recoveryCode,
      }),
    ).toEqual({
      ok: true,
    });
    expect(await login(email)).toMatchObject({ status: 'ok' });
    const [row] = await auth.rows<{ totp_secret: string | null; two_factor_enabled: boolean }>(
      'SELECT totp_secret, two_factor_enabled FROM users WHERE email = $1',
      [email],
    );
    expect(row).toEqual({ totp_secret: null, two_factor_enabled: false });
    expect(
      await auth.rows(
        'SELECT 1 FROM recovery_codes rc JOIN users u ON u.id = rc.user_id WHERE u.email = $1',
        [email],
      ),
    ).toHaveLength(0);
  });

  it('asks for the code after Google too, for an account with two-factor authentication', async () => {
    const { email, actor } = await auth.signup();
    await auth.verifyEmail(email);
    const setup = await auth.call(AuthRequests.twoFactorSetup, { actor });
    await auth.call(AuthRequests.twoFactorEnable, {
      currentPassword: PASSWORD,
      actor,
      code: await generate({ secret: setup.secret }),
    });
    const identity = {
      googleSub: `g-${randomUUID()}`,
      email,
      emailVerified: true,
      firstName: 'Ann',
      lastName: 'Baker',
    };
    const google = (twoFactorCode?: string) =>
      auth.call(AuthRequests.googleSignIn, { identity, device: CHROME_ON_LINUX, twoFactorCode });
    expect(await google()).toEqual({ status: 'two_factor_required' });
    expect(
      await auth.failure(AuthRequests.googleSignIn, {
        identity,
        device: CHROME_ON_LINUX,
        twoFactorCode: '12345',
      }),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid two-factor code',
    });
    const signedIn = await google(await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    expect(signedIn).toMatchObject({ status: 'ok', isNewUser: false, grant: { user: { email } } });
  });

  // A secret with 2FA on, for the tests below; the code that turned it on is spent.
  const withTwoFactor = async () => {
    const account = await auth.signup();
    // Verified, so Google sign-in may reach the account.
    await auth.verifyEmail(account.email);
    const setup = await auth.call(AuthRequests.twoFactorSetup, { actor: account.actor });
    await auth.call(AuthRequests.twoFactorEnable, {
      currentPassword: PASSWORD,
      actor: account.actor,
      code: await generate({ secret: setup.secret }),
    });
    const code = (offsetSeconds: number) =>
      generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
    const wrong = async () =>
      (await code(30)) === '000000' ||
      (await code(0)) === '000000' ||
      (await code(-30)) === '000000'
        ? '999999'
        : '000000';
    return { ...account, code, wrong };
  };

  it('takes a code once even when it is sent twice at the same moment', async () => {
    const { email, code } = await withTwoFactor();
    const next = await code(30);
    const outcomes = await Promise.allSettled([login(email, next), login(email, next), login(email, next)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('counts wrong codes once per account across password and Google sign-in, before checking them', async () => {
    const { email, code, wrong } = await withTwoFactor();
    const identity = {
      googleSub: `g-${randomUUID()}`,
      email,
      emailVerified: true,
      firstName: 'Ann',
      lastName: 'Baker',
    };
    const viaGoogle = (twoFactorCode: string) =>
      auth.failure(AuthRequests.googleSignIn, { identity, device: CHROME_ON_LINUX, twoFactorCode });
    const invalid = { code: 'UNAUTHORIZED', message: 'Invalid two-factor code' };
    expect(await loginFailure(email, await wrong())).toEqual(invalid);
    expect(await viaGoogle(await wrong())).toEqual(invalid);
    // Three more sent together: each is counted before any is checked, so none gets a free try.
    const burst = await Promise.all([loginFailure(email, await wrong()), viaGoogle(await wrong()), loginFailure(email, await wrong()), viaGoogle(await wrong())]);
    expect(burst.filter((error) => error.code === 'UNAUTHORIZED')).toHaveLength(3);
    expect(burst.filter((error) => error.code === 'RATE_LIMITED')).toHaveLength(1);
    // The account's five tries are used: even the right code waits, whichever way it comes.
    const limited = { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many two-factor attempts\. Please try again in \d+ minutes?\.$/) };
    expect(await loginFailure(email, await code(30))).toEqual(limited);
    expect(await viaGoogle(await code(30))).toEqual(limited);
  });

  describe('secrets at rest', () => {
    const stored = async (email: string) =>
      (
        await auth.rows<{ totp_secret: string | null; totp_pending_secret: string | null }>(
          'SELECT totp_secret, totp_pending_secret FROM users WHERE email = $1',
          [email],
        )
      )[0];

    it('stores the authenticator secret encrypted, pending or on', async () => {
      const { email, actor } = await auth.signup();
      const setup = await auth.call(AuthRequests.twoFactorSetup, { actor });
      const pending = (await stored(email))?.totp_pending_secret ?? '';
      expect(pending).toMatch(/^v1:[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(pending).not.toContain(setup.secret);
      await auth.call(AuthRequests.twoFactorEnable, {
        actor,
        currentPassword: PASSWORD,
        code: await generate({ secret: setup.secret }),
      });
      const secret = (await stored(email))?.totp_secret ?? '';
      expect(secret).toMatch(/^v1:/);
      expect(secret).not.toContain(setup.secret);
      expect(await login(email, await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 }))).toMatchObject({ status: 'ok' });
    });

    it('reads a secret stored in plaintext before, and encrypts it at boot', async () => {
      const { email } = await auth.signup();
      const secret = generateSecret();
      await auth.rows('UPDATE users SET totp_secret = $1, two_factor_enabled = true WHERE email = $2', [secret, email]);
      expect(await login(email, await generate({ secret }))).toMatchObject({ status: 'ok' });

      await auth.app.get(TotpSecretsAtRest).onApplicationBootstrap();
      const sealed = (await stored(email))?.totp_secret ?? '';
      expect(sealed).toMatch(/^v1:/);
      expect(sealed).not.toContain(secret);
      expect(await login(email, await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))).toMatchObject({ status: 'ok' });
    });
  });
});
