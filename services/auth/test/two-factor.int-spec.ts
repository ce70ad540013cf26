import { generate } from 'otplib';
import { randomUUID } from 'node:crypto';
import type { TGoogleSignInReply, TLoginResult, TMeReply, TRecoveryCodesReply, TTwoFactorSetup } from '@app/contracts';
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
    auth.call<TLoginResult>('login', {
      login: { email, password: PASSWORD, twoFactorCode },
      device: CHROME_ON_LINUX,
    });
  const loginFailure = (email: string, twoFactorCode: string) =>
    auth.failure('login', {
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
    const setup = await auth.call<TTwoFactorSetup>('twoFactorSetup', { actor });
    expect(setup.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Nearbly:/);
    expect(decodeURIComponent(setup.otpauthUrl)).toContain(`Nearbly:${email}`);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    // Not on until a code proves the app has the secret.
    expect((await login(email)).status).toBe('ok');

    expect(
      await auth.failure('twoFactorEnable', {
        actor,
        code: '000000' === (await generate({ secret: setup.secret })) ? '111111' : '000000',
      }),
    ).toEqual(mismatch);
    const { recoveryCodes } = await auth.call<TRecoveryCodesReply>('twoFactorEnable', {
      actor,
      code: await generate({ secret: setup.secret }),
    });
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z]{4}-[a-z]{4}-[a-z]{4}$/);
    const stored = await auth.rows<{ code_hash: string }>(
      'SELECT code_hash FROM recovery_codes rc JOIN users u ON u.id = rc.user_id WHERE u.email = $1',
      [email],
    );
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    expect((await auth.call<TMeReply>('me', { actor })).user.twoFactorEnabled).toBe(true);

    expect(await login(email)).toEqual({ status: 'two_factor_required' });
    expect(
      await loginFailure(
        email,
        '123456' === (await generate({ secret: setup.secret })) ? '654321' : '123456',
      ),
    ).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Invalid two-factor code',
    });
    expect(await login(email, await generate({ secret: setup.secret }))).toMatchObject({
      status: 'ok',
    });
    // A code from the previous 30 s step is still accepted (clock drift).
    expect(
      await login(
        email,
        await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) - 30 }),
      ),
    ).toMatchObject({ status: 'ok' });

    const recovery = recoveryCodes[3]!;
    expect(await login(email, recovery.toUpperCase())).toMatchObject({ status: 'ok' });
    expect(await loginFailure(email, recovery)).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Invalid two-factor code',
    });
    // A wrong password is still the same answer, code or not.
    expect(
      await auth.failure('login', {
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
    const setup = await auth.call<TTwoFactorSetup>('twoFactorSetup', { actor });
    const { recoveryCodes } = await auth.call<TRecoveryCodesReply>('twoFactorEnable', {
      actor,
      code: await generate({ secret: setup.secret }),
    });
    expect(await auth.failure('twoFactorDisable', { actor, code: 'zzzz-zzzz-zzzz' })).toEqual(
      mismatch,
    );

    expect(await auth.call('twoFactorDisable', { actor, code: recoveryCodes[0] })).toEqual({
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
    const setup = await auth.call<TTwoFactorSetup>('twoFactorSetup', { actor });
    await auth.call<TRecoveryCodesReply>('twoFactorEnable', { actor, code: await generate({ secret: setup.secret }) });
    const identity = { googleSub: `g-${randomUUID()}`, email, emailVerified: true, firstName: 'Ann', lastName: 'Baker' };
    const google = (twoFactorCode?: string) => auth.call<TGoogleSignInReply>('googleSignIn', { identity, device: CHROME_ON_LINUX, twoFactorCode });
    expect(await google()).toEqual({ status: 'two_factor_required' });
    expect(await auth.failure('googleSignIn', { identity, device: CHROME_ON_LINUX, twoFactorCode: '12345' })).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid two-factor code',
    });
    const signedIn = await google(await generate({ secret: setup.secret }));
    expect(signedIn).toMatchObject({ status: 'ok', isNewUser: false, grant: { user: { email } } });
  });
});
