import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { AuthRequests, type TSessionGrant } from '@app/contracts';
import {
  AuthHarness,
  CHROME_ON_LINUX,
  PASSWORD,
  SAFARI_ON_IPHONE,
  VERIFICATION_SUBJECT,
  VERIFY_URL,
  actorOf,
} from './auth-harness';

// Issue 16, Accounts: email verification, re-authentication for sensitive changes, email change.
describe('auth email verification and re-authentication over Kafka', () => {
  let auth: AuthHarness;

  beforeAll(async () => {
    auth = await AuthHarness.start('verification');
  });

  afterAll(async () => {
    await auth?.stop();
  });

  const login = async (email: string, password = PASSWORD, device = CHROME_ON_LINUX) => {
    const result = await auth.call(AuthRequests.login, { login: { email, password }, device });
    if (result.status !== 'ok') throw new Error('expected a session');
    return result.grant;
  };
  const googleIdentity = (email: string) => ({
    googleSub: `g-${randomUUID()}`,
    email,
    emailVerified: true,
    firstName: 'Jordan',
    lastName: 'Baker',
  });
  const me = async (grant: TSessionGrant) =>
    (await auth.call(AuthRequests.me, { actor: actorOf(grant) })).user;
  const sessionEnded = {
    code: 'UNAUTHORIZED',
    message: 'Your session has ended. Please sign in again.',
  };
  const passwordProblem = (message: string) => ({
    code: 'VALIDATION',
    message: 'Validation error',
    details: [{ path: 'currentPassword', message }],
  });

  describe('verification', () => {
    it('mails a single-use link at sign-up; the account works before it is used', async () => {
      const { email, grant } = await auth.signup();
      expect(grant.user).toMatchObject({ emailVerified: false, hasPassword: true });
      const token = await auth.linkToken(email, VERIFICATION_SUBJECT);
      const [mail] = await auth.mailbox(email);
      expect(mail?.text).toContain(`${VERIFY_URL}?token=${token}`);
      // Setup is not blocked.
      expect((await me(grant)).businessId).toBe(grant.user.businessId);

      expect(await auth.call(AuthRequests.emailVerify, { token })).toEqual({ ok: true, email });
      expect((await me(grant)).emailVerified).toBe(true);
      expect(await auth.failure(AuthRequests.emailVerify, { token })).toMatchObject({
        code: 'VALIDATION',
        details: [
          {
            path: 'token',
            message: 'This verification link is invalid or has expired. Please request a new one.',
          },
        ],
      });
      expect(await auth.failure(AuthRequests.emailVerify, { token: 'x'.repeat(43) })).toMatchObject(
        { code: 'VALIDATION' },
      );
    });

    it('resends a link on request, and says so when the address is already verified', async () => {
      const { email, actor } = await auth.signup();
      const first = await auth.linkToken(email, VERIFICATION_SUBJECT);
      expect(
        await auth.call(AuthRequests.emailVerificationResend, { actor, verifyUrl: VERIFY_URL }),
      ).toEqual({ ok: true });
      const second = await auth.linkToken(email, VERIFICATION_SUBJECT, first);
      await auth.call(AuthRequests.emailVerify, { token: second });
      expect(
        await auth.failure(AuthRequests.emailVerificationResend, { actor, verifyUrl: VERIFY_URL }),
      ).toEqual({
        code: 'CONFLICT',
        message: 'Your email address is already verified.',
      });
    });

    it('lets Google open an existing account only once its email is verified, then ends every older session', async () => {
      const { email, grant } = await auth.signup();
      const identity = googleIdentity(email);
      // Whoever signed up with this address first has not proved it is theirs.
      const refused = await auth.failure(AuthRequests.googleSignIn, {
        identity,
        device: CHROME_ON_LINUX,
      });
      expect(refused.code).toBe('CONFLICT');
      expect(refused.message).toMatch(/not verified yet\. Sign in with your password once/);
      const [row] = await auth.rows<{ google_sub: string | null }>('SELECT google_sub FROM users WHERE id = $1', [grant.user.id]);
      expect(row?.google_sub).toBeNull();

      // The owner signs in with the password and uses the link: now Google links.
      const other = await login(email, PASSWORD, SAFARI_ON_IPHONE);
      await auth.verifyEmail(email);
      const linked = await auth.call(AuthRequests.googleSignIn, {
        identity,
        device: CHROME_ON_LINUX,
      });
      if (linked.status !== 'ok') throw new Error('expected a session');
      expect(linked).toMatchObject({ isNewUser: false, grant: { user: { id: grant.user.id } } });
      for (const old of [grant, other]) {
        expect(await auth.failure(AuthRequests.me, { actor: actorOf(old) })).toEqual(sessionEnded);
        expect(await auth.redis.get(`auth:revoked-session:${old.sessionId}`)).toBe('1');
      }
      expect((await me(linked.grant)).id).toBe(grant.user.id);
      // A later Google sign-in finds the link and ends nothing.
      const again = await auth.call(AuthRequests.googleSignIn, {
        identity,
        device: CHROME_ON_LINUX,
      });
      expect(again.status).toBe('ok');
      expect((await me(linked.grant)).id).toBe(grant.user.id);
    });

    it('counts a password reset link as proof of the address', async () => {
      const { email } = await auth.signup();
      await auth.call(AuthRequests.passwordForgot, {
        email,
        resetUrl: 'http://localhost:3000/reset-password',
      });
      const token = await auth.linkToken(email, 'Reset your Nearbly password');
      await auth.call(AuthRequests.passwordReset, { token, password: 'Brand-New-Pass-77!' });
      expect((await login(email, 'Brand-New-Pass-77!')).user.emailVerified).toBe(true);
    });

    it('marks an account created with a Google-verified address as verified', async () => {
      const reply = await auth.call(AuthRequests.googleSignIn, {
        identity: googleIdentity(`g-${randomUUID().slice(0, 8)}@gmail.com`),
        device: CHROME_ON_LINUX,
      });
      expect(reply).toMatchObject({ status: 'ok', grant: { user: { emailVerified: true, hasPassword: false } } });
    });
  });

  describe('re-authentication', () => {
    it('turns two-factor authentication on and off only with the current password', async () => {
      const { email, actor } = await auth.signup();
      const setup = await auth.call(AuthRequests.twoFactorSetup, { actor });
      const code = (offsetSeconds = 0) =>
        generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
      expect(
        await auth.failure(AuthRequests.twoFactorEnable, { actor, code: await code() }),
      ).toEqual(passwordProblem('Enter your current password to confirm.'));
      expect(
        await auth.failure(AuthRequests.twoFactorEnable, {
          actor,
          code: await code(),
          currentPassword: 'Wrong-Password-1!',
        }),
      ).toEqual(passwordProblem('Current password is incorrect'));
      expect((await auth.call(AuthRequests.me, { actor })).user.twoFactorEnabled).toBe(false);
      const {
        recoveryCodes: [recoveryCode = ''],
      } = await auth.call(AuthRequests.twoFactorEnable, {
        actor,
        code: await code(),
        currentPassword: PASSWORD,
      });

      expect(
        await auth.failure(AuthRequests.twoFactorDisable, { actor, code: recoveryCode }),
      ).toEqual(passwordProblem('Enter your current password to confirm.'));
      expect(
        await auth.failure(AuthRequests.twoFactorDisable, {
          actor,
          code: recoveryCode,
          currentPassword: 'Wrong-Password-1!',
        }),
      ).toEqual(passwordProblem('Current password is incorrect'));
      expect((await auth.call(AuthRequests.me, { actor })).user.twoFactorEnabled).toBe(true);
      await auth.call(AuthRequests.twoFactorDisable, {
        actor,
        code: recoveryCode,
        currentPassword: PASSWORD,
      });
      expect((await auth.call(AuthRequests.me, { actor })).user.twoFactorEnabled).toBe(false);
      expect((await login(email)).user.twoFactorEnabled).toBe(false);
    });

    it('deletes the account only with the current password', async () => {
      const { grant, actor } = await auth.signup();
      expect(
        await auth.failure(AuthRequests.accountDelete, { actor, confirmation: 'DELETE' }),
      ).toEqual(passwordProblem('Enter your current password to confirm.'));
      expect(
        await auth.failure(AuthRequests.accountDelete, {
          actor,
          confirmation: 'DELETE',
          currentPassword: 'Wrong-Password-1!',
        }),
      ).toEqual(passwordProblem('Current password is incorrect'));
      expect(await auth.rows('SELECT 1 FROM users WHERE id = $1', [grant.user.id])).toHaveLength(1);
      expect(
        await auth.call(AuthRequests.accountDelete, {
          actor,
          confirmation: 'DELETE',
          currentPassword: PASSWORD,
        }),
      ).toMatchObject({
        ok: true,
      });
      expect(await auth.rows('SELECT 1 FROM users WHERE id = $1', [grant.user.id])).toHaveLength(0);
    });

    it('asks a Google-only account with two-factor authentication for a code instead', async () => {
      const first = await auth.call(AuthRequests.googleSignIn, {
        identity: googleIdentity(`g-${randomUUID().slice(0, 8)}@gmail.com`),
        device: CHROME_ON_LINUX,
      });
      if (first.status !== 'ok') throw new Error('expected a session');
      const actor = actorOf(first.grant);
      const setup = await auth.call(AuthRequests.twoFactorSetup, { actor });
      const code = (offsetSeconds: number) =>
        generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
      // No password to ask for: the code from the new app confirms.
      await auth.call(AuthRequests.twoFactorEnable, { actor, code: await code(0) });
      expect(
        await auth.failure(AuthRequests.accountDelete, { actor, confirmation: 'DELETE' }),
      ).toEqual({
        code: 'VALIDATION',
        message: 'Validation error',
        details: [{ path: 'twoFactorCode', message: 'Enter a code from your authenticator app to confirm.' }],
      });
      expect(
        await auth.failure(AuthRequests.accountDelete, {
          actor,
          confirmation: 'DELETE',
          currentPassword: PASSWORD,
        }),
      ).toMatchObject({
        details: [{ path: 'twoFactorCode' }],
      });
      expect(
        await auth.call(AuthRequests.accountDelete, {
          actor,
          confirmation: 'DELETE',
          twoFactorCode: await code(30),
        }),
      ).toMatchObject({
        ok: true,
      });
    });
  });

  describe('email change', () => {
    const profile = (email: string, extra: Record<string, unknown> = {}) => ({
      firstName: 'Jordan',
      lastName: 'Baker',
      email,
      phone: '',
      ...extra,
    });

    it('needs the current password, mails a link to the new address and a notice to the old, and changes on the link', async () => {
      const { email, actor, grant } = await auth.signup();
      const newEmail = `new-${randomUUID().slice(0, 8)}@example.com`;
      expect(
        await auth.failure(AuthRequests.profileUpdate, {
          actor,
          profile: profile(newEmail),
          verifyUrl: VERIFY_URL,
        }),
      ).toEqual(passwordProblem('Enter your current password to confirm.'));
      expect(
        await auth.failure(AuthRequests.profileUpdate, {
          actor,
          profile: profile(newEmail, { currentPassword: 'Wrong-Password-1!' }),
          verifyUrl: VERIFY_URL,
        }),
      ).toEqual(passwordProblem('Current password is incorrect'));
      expect(await auth.mailbox(newEmail)).toEqual([]);

      const reply = await auth.call(AuthRequests.profileUpdate, {
        actor,
        profile: profile(newEmail, { firstName: 'Jo', currentPassword: PASSWORD }),
        verifyUrl: VERIFY_URL,
      });
      // Names change at once; the email only when the link is used.
      expect(reply).toMatchObject({ pendingEmail: newEmail, user: { email, firstName: 'Jo' } });
      expect((await me(grant)).email).toBe(email);
      const token = await auth.linkToken(newEmail, 'Confirm your new email address for Nearbly');
      const notice = await auth.mail(email, 'Your Nearbly email address is about to change');
      expect(notice.text).toContain(newEmail);
      expect(notice.text).not.toContain(token);
      expect((await login(email)).user.email).toBe(email);

      expect(await auth.call(AuthRequests.emailVerify, { token })).toEqual({
        ok: true,
        email: newEmail,
      });
      expect(await me(grant)).toMatchObject({ email: newEmail, emailVerified: true });
      expect((await login(newEmail)).user.id).toBe(grant.user.id);
      expect(
        await auth.failure(AuthRequests.login, {
          login: { email, password: PASSWORD },
          device: CHROME_ON_LINUX,
        }),
      ).toMatchObject({
        code: 'UNAUTHORIZED',
      });
      // The sign-up link names the old address: it can no longer switch the email back.
      const signupToken = await auth.linkToken(email, VERIFICATION_SUBJECT);
      expect(await auth.failure(AuthRequests.emailVerify, { token: signupToken })).toMatchObject({
        code: 'VALIDATION',
      });
      expect((await me(grant)).email).toBe(newEmail);
    });

    it('refuses an address another account took before the link was used', async () => {
      const { actor, grant } = await auth.signup();
      const wanted = `wanted-${randomUUID().slice(0, 8)}@example.com`;
      await auth.call(AuthRequests.profileUpdate, {
        actor,
        profile: profile(wanted, { currentPassword: PASSWORD }),
        verifyUrl: VERIFY_URL,
      });
      const token = await auth.linkToken(wanted, 'Confirm your new email address for Nearbly');
      await auth.signup({ email: wanted });
      expect(await auth.failure(AuthRequests.emailVerify, { token })).toEqual({
        code: 'CONFLICT',
        message: 'That email address is already used by another account.',
      });
      expect((await me(grant)).email).toBe(grant.user.email);
    });
  });
});
