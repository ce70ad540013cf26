import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import {
  AuthRequests,
  BusinessUpdated,
  UserRegistered,
  type TBusinessUpdateInput,
  type TRequestInput,
  UserDeleted,
  type TUserDeletedEvent,
  ZEventEnvelope,
  ZUserRegisteredEvent,
  type TLoginResult,
} from '@app/contracts';
import { publicKeyObject, verifyAccessToken } from '@app/service-kit';
import { waitFor } from '@app/test-support';
import { AuthHarness, CHROME_ON_LINUX, PASSWORD } from './auth-harness';

describe('auth accounts over Kafka', () => {
  let auth: AuthHarness;

  beforeAll(async () => {
    auth = await AuthHarness.start('accounts');
  });

  afterAll(async () => {
    await auth?.stop();
  });

  const login = (email: string, password = PASSWORD, extra: Record<string, unknown> = {}) =>
    auth.call(AuthRequests.login, {
      login: { email, password, ...extra },
      device: CHROME_ON_LINUX,
    });

  // The one place these tests delete an account (deletion may come to need more proof).
  const deleteAccount = (actor: { userId: string; sessionId: string }) =>
    auth.call(AuthRequests.accountDelete, {
      actor,
      confirmation: 'DELETE',
      currentPassword: PASSWORD,
    });
  const deleteFailure = (actor: { userId: string; sessionId: string }, confirmation: string) =>
    auth.failure(AuthRequests.accountDelete, { actor, confirmation, currentPassword: PASSWORD });

  // The auth.user.deleted events for a user that reached Kafka.
  const deliveredDeletions = async (userId: string) => {
    const consumer = new Kafka({
      clientId: 'auth-accounts-test',
      brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
      logLevel: logLevel.NOTHING,
    }).consumer({ groupId: `auth-accounts-test-${randomUUID()}` });
    const seen: TUserDeletedEvent[] = [];
    await consumer.connect();
    try {
      await consumer.subscribe({ topic: UserDeleted.topic, fromBeginning: true });
      await consumer.run({
        eachMessage: ({ message }) => {
          // Other suites' events on the topic (a refused one too) are not this user's.
          const event = ZEventEnvelope.parse(JSON.parse(message.value?.toString() ?? 'null'));
          const payload = UserDeleted.payload.safeParse(event.payload).data;
          if (payload?.userId === userId) seen.push(payload);
          return Promise.resolve();
        },
      });
      await waitFor('auth.user.deleted on Kafka', () =>
        Promise.resolve(seen.length > 0 ? true : undefined),
      );
    } finally {
      await consumer.disconnect();
    }
    return seen;
  };

  const outboxPayloads = (topic: string) =>
    auth.rows<{
      payload: { payload: Record<string, unknown>; actor: Record<string, unknown>; type: string };
    }>('SELECT payload FROM outbox_events WHERE topic = $1', [topic]);

  describe('sign-up', () => {
    it('opens a session whose access token verifies with the key from auth.keys, and announces the user', async () => {
      const { email, grant } = await auth.signup({
        email: `  New-Owner-${randomUUID().slice(0, 6)}@Example.COM `,
      });
      expect(grant.user).toMatchObject({
        email,
        firstName: 'Jordan',
        lastName: 'Baker',
        displayName: 'Jordan Baker',
        phone: null,
        twoFactorEnabled: false,
      });
      expect(grant.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(grant.persistentUntil).toBeNull();

      const { keys } = await auth.call(AuthRequests.publicKeys, {});
      expect(keys.length).toBeGreaterThan(0);
      const verified = await verifyAccessToken(
        grant.accessToken,
        new Map(keys.map((key) => [key.kid, publicKeyObject(key.publicKeyPem)])),
      );
      expect(verified).toEqual({
        ok: true,
        claims: expect.objectContaining({
          sub: grant.user.id,
          sid: grant.sessionId,
          bid: grant.user.businessId,
        }),
      });
      if (verified.ok)
        expect(new Date(grant.accessTokenExpiresAt).getTime()).toBe(verified.claims.exp * 1000);

      const [stored] = await auth.rows<{ password_hash: string; city: string; type: string }>(
        'SELECT u.password_hash, b.city, b.type FROM users u JOIN businesses b ON b.user_id = u.id WHERE u.id = $1',
        [grant.user.id],
      );
      expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
      expect(stored).toMatchObject({ city: 'Austin', type: 'cafe' });
      const [session] = await auth.rows<{
        refresh_token_hash: string;
        device: string;
        location: string;
      }>('SELECT * FROM sessions WHERE id = $1', [grant.sessionId]);
      expect(session).toMatchObject({ device: 'Chrome on Linux', location: 'Local network' });
      expect(session?.refresh_token_hash).not.toBe(grant.refreshToken);

      const events = (await outboxPayloads(UserRegistered.topic)).filter(
        (row) => row.payload.payload.userId === grant.user.id,
      );
      expect(events).toHaveLength(1);
      expect(ZUserRegisteredEvent.parse(events[0]?.payload.payload)).toEqual({
        userId: grant.user.id,
        businessId: grant.user.businessId,
        businessType: 'cafe',
        businessName: 'Bean There Cafe',
        address: '12 Main St, Austin, TX 78701',
        city: 'Austin',
        // The business's timezone from the start (auth's default until the owner picks one).
        timezone: 'America/Chicago',
      });
      expect(events[0]?.payload.actor).toEqual({
        userId: grant.user.id,
        businessId: grant.user.businessId,
      });
    });

    it('refuses a second account with the same email, whatever its case', async () => {
      const { email } = await auth.signup();
      const error = await auth.failure(AuthRequests.signup, {
        signup: {
          firstName: 'A',
          lastName: 'B',
          email: email.toUpperCase(),
          password: PASSWORD,
          businessName: 'X',
          businessType: 'gym',
          businessAddress: 'Austin, TX',
        },
        device: CHROME_ON_LINUX,
      });
      expect(error).toEqual({
        code: 'CONFLICT',
        message: 'An account with this email already exists. Please sign in instead.',
      });
      expect(await auth.rows('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(1);
    });

    it.each([
      ['Sh0rt!pass', 'Password must be at least 12 characters long'],
      ['ALL-UPPER-CASE-123', 'Password must contain a lower-case letter'],
      ['all-lower-case-123', 'Password must contain an upper-case letter'],
      ['No-Numbers-Here!!', 'Password must contain a number'],
      ['NoSymbolsHere1234', 'Password must contain a symbol'],
    ])('refuses the password %j: %s', async (password, message) => {
      const email = `rules-${randomUUID().slice(0, 8)}@example.com`;
      const error = await auth.failure(AuthRequests.signup, {
        signup: {
          firstName: 'A',
          lastName: 'B',
          email,
          password,
          businessName: 'X',
          businessType: 'gym',
          businessAddress: 'Austin, TX',
        },
        device: CHROME_ON_LINUX,
      });
      expect(error).toEqual({
        code: 'VALIDATION',
        message: 'Validation error',
        details: [{ path: 'password', message }],
      });
      expect(await auth.rows('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
    });

    it('refuses a password that contains the email', async () => {
      const email = `jordan.baker.${randomUUID().slice(0, 4)}@example.com`;
      const error = await auth.failure(AuthRequests.signup, {
        signup: {
          firstName: 'A',
          lastName: 'B',
          email,
          password: `${email.split('@')[0]}-Pass1!`,
          businessName: 'X',
          businessType: 'gym',
          businessAddress: 'Austin, TX',
        },
        device: CHROME_ON_LINUX,
      });
      expect(error.details).toEqual([
        { path: 'password', message: 'Password must not contain your email address' },
      ]);
    });
  });

  describe('login', () => {
    it('signs in with the right password and says the same for a wrong password or an unknown email', async () => {
      const { email, grant } = await auth.signup();
      const result = await login(`  ${email.toUpperCase()}`);
      expect(result.status).toBe('ok');
      if (result.status === 'ok') {
        expect(result.grant.user.id).toBe(grant.user.id);
        expect(result.grant.sessionId).not.toBe(grant.sessionId);
      }
      const invalid = { code: 'UNAUTHORIZED', message: 'Invalid email or password' };
      expect(
        await auth.failure(AuthRequests.login, {
          login: { email, password: 'Wrong-Password-1!' },
          device: CHROME_ON_LINUX,
        }),
      ).toEqual(invalid);
      expect(
        await auth.failure(AuthRequests.login, {
          login: { email: `nobody-${randomUUID()}@example.com`, password: PASSWORD },
          device: CHROME_ON_LINUX,
        }),
      ).toEqual(invalid);
    });

    it('keeps a remembered session 30 days and a browser session 12 hours', async () => {
      const { email } = await auth.signup();
      const expiryOf = async (result: TLoginResult) => {
        if (result.status !== 'ok') throw new Error('not signed in');
        const [row] = await auth.rows<{ expires_at: Date; remember_me: boolean }>(
          'SELECT expires_at, remember_me FROM sessions WHERE id = $1',
          [result.grant.sessionId],
        );
        return { grant: result.grant, row: row!, inMs: row!.expires_at.getTime() - Date.now() };
      };
      const hour = 3_600_000;
      const remembered = await expiryOf(await login(email, PASSWORD, { rememberMe: true }));
      expect(remembered.row.remember_me).toBe(true);
      expect(remembered.inMs).toBeGreaterThan(30 * 24 * hour - 60_000);
      expect(remembered.inMs).toBeLessThanOrEqual(30 * 24 * hour);
      expect(remembered.grant.persistentUntil).toBe(remembered.row.expires_at.toISOString());

      const browser = await expiryOf(await login(email, PASSWORD, { rememberMe: false }));
      expect(browser.row.remember_me).toBe(false);
      expect(browser.inMs).toBeGreaterThan(12 * hour - 60_000);
      expect(browser.inMs).toBeLessThanOrEqual(12 * hour);
      expect(browser.grant.persistentUntil).toBeNull();
    });
  });

  describe('settings', () => {
    it('round-trips profile, business and preferences, and announces the business change', async () => {
      const { grant, actor } = await auth.signup();
      const { user } = await auth.call(AuthRequests.profileUpdate, {
        actor,
        profile: {
          firstName: 'Jo',
          lastName: 'Baker-Smith',
          email: ` ${grant.user.email.toUpperCase()} `,
          phone: '+1 (512) 555-0100',
        },
      });
      expect(user).toMatchObject({
        id: grant.user.id,
        firstName: 'Jo',
        lastName: 'Baker-Smith',
        email: grant.user.email,
        phone: '+1 (512) 555-0100',
        displayName: 'Jo Baker-Smith',
      });

      const change: TBusinessUpdateInput = {
        businessName: 'Bean There Roasters',
        businessType: 'restaurant',
        address: '9 Elm Rd, Portland, OR 97201',
        website: 'https://beanthere.example',
        timezone: 'America/Los_Angeles',
      };
      const { business } = await auth.call(AuthRequests.businessUpdate, {
        actor,
        business: change,
      });
      const expected = {
        id: grant.user.businessId,
        businessName: 'Bean There Roasters',
        businessType: 'restaurant',
        address: change.address,
        city: 'Portland',
        website: change.website,
        timezone: 'America/Los_Angeles',
      };
      expect(business).toEqual(expected);
      expect(await auth.call(AuthRequests.businessGet, { actor })).toEqual({
        business: expected,
      });
      const me = await auth.call(AuthRequests.me, { actor });
      expect(me).toEqual({
        user: expect.objectContaining({ firstName: 'Jo', businessId: grant.user.businessId }),
        business: expected,
      });

      const events = (await outboxPayloads(BusinessUpdated.topic)).filter(
        (row) => row.payload.payload.userId === grant.user.id,
      );
      expect(events.map((row) => row.payload.payload)).toEqual([
        { businessId: grant.user.businessId, userId: grant.user.id, business: expected },
      ]);

      expect(await auth.call(AuthRequests.preferencesGet, { actor })).toEqual({
        preferences: {
          weeklyReports: true,
          rankingAlerts: true,
          newReviews: true,
          aiInsights: true,
          competitorUpdates: false,
          productUpdates: false,
        },
      });
      await auth.call(AuthRequests.preferencesUpdate, {
        actor,
        preferences: { competitorUpdates: true },
      });
      const { preferences } = await auth.call(AuthRequests.preferencesUpdate, {
        actor,
        preferences: { weeklyReports: false },
      });
      expect(preferences).toEqual({
        weeklyReports: false,
        rankingAlerts: true,
        newReviews: true,
        aiInsights: true,
        competitorUpdates: true,
        productUpdates: false,
      });
    });

    it('creates missing preferences once when first reads and writes arrive together', async () => {
      const { grant, actor } = await auth.signup();
      await auth.rows('DELETE FROM notification_preferences WHERE user_id = $1', [grant.user.id]);
      // The service itself, so that every call reaches the database at the same moment.
      const { ProfileService } = await import('../src/accounts/profile.service');
      const profiles = auth.app.get(ProfileService);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 12 }, (_, index) =>
          index % 2 === 0
            ? profiles.getPreferences(actor)
            : profiles.updatePreferences(actor, {}),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      expect(
        await auth.rows('SELECT 1 FROM notification_preferences WHERE user_id = $1', [
          grant.user.id,
        ]),
      ).toHaveLength(1);
    });

    it('refuses an email that another account uses, and a website that is not a URL', async () => {
      const first = await auth.signup();
      const second = await auth.signup();
      const taken = await auth.failure(AuthRequests.profileUpdate, {
        actor: second.actor,
        profile: { firstName: 'A', lastName: 'B', email: first.email, phone: '', currentPassword: PASSWORD },
        verifyUrl: 'http://localhost:3000/verify-email',
      });
      expect(taken).toEqual({
        code: 'CONFLICT',
        message: 'That email address is already used by another account.',
      });
      const badSite = await auth.failure(AuthRequests.businessUpdate, {
        actor: second.actor,
        business: {
          businessName: 'X',
          businessType: 'gym',
          address: 'Austin, TX',
          website: 'not a url',
          timezone: 'America/Chicago',
        },
      });
      expect(badSite).toMatchObject({
        code: 'VALIDATION',
        details: [{ path: 'website', message: 'Please enter a valid website URL (https://...)' }],
      });
    });

    it("never lets one user read or change another user's data", async () => {
      const alice = await auth.signup({ businessName: 'Alice Books' });
      const bob = await auth.signup({ businessName: 'Bob Bikes' });
      // Alice's user id with Bob's session (or the reverse) is not a session of anybody.
      const forged = { userId: alice.grant.user.id, sessionId: bob.grant.sessionId };
      const ended = {
        code: 'UNAUTHORIZED',
        message: 'Your session has ended. Please sign in again.',
      };
      expect(await auth.failure(AuthRequests.businessGet, { actor: forged })).toEqual(ended);
      expect(await auth.failure(AuthRequests.me, { actor: forged })).toEqual(ended);
      expect(await auth.failure(AuthRequests.dataExport, { actor: forged })).toEqual(ended);
      expect(
        await auth.failure(AuthRequests.businessUpdate, {
          actor: forged,
          business: {
            businessName: 'Hacked',
            businessType: 'gym',
            address: 'Austin, TX',
            website: '',
            timezone: 'America/Chicago',
          },
        }),
      ).toEqual(ended);
      const { business } = await auth.call(AuthRequests.businessGet, { actor: bob.actor });
      expect(business.businessName).toBe('Bob Bikes');
      expect(
        (await auth.call(AuthRequests.businessGet, { actor: alice.actor })).business.businessName,
      ).toBe('Alice Books');
    });
  });

  describe('data and privacy', () => {
    it('exports exactly the spec fields and nothing secret', async () => {
      const { grant, actor, email } = await auth.signup();
      const exported = await auth.call(AuthRequests.dataExport, { actor });
      expect(Object.keys(exported).sort()).toEqual([
        'business',
        'exportDate',
        'exportVersion',
        'notificationPreferences',
        'profile',
      ]);
      expect(exported.profile).toEqual({
        firstName: 'Jordan',
        lastName: 'Baker',
        email,
        phone: null,
      });
      expect(exported.business).toEqual({
        businessName: 'Bean There Cafe',
        businessType: 'cafe',
        address: '12 Main St, Austin, TX 78701',
        website: null,
        timezone: 'America/Chicago',
      });
      expect(Object.keys(exported.notificationPreferences).sort()).toEqual([
        'aiInsights',
        'competitorUpdates',
        'newReviews',
        'productUpdates',
        'rankingAlerts',
        'weeklyReports',
      ]);
      expect(exported.exportVersion).toBe('1.0');
      expect(Math.abs(new Date(exported.exportDate).getTime() - Date.now())).toBeLessThan(60_000);
      const text = JSON.stringify(exported);
      expect(text).not.toMatch(/argon2|hash|secret|token/i);
      expect(text).not.toContain(grant.refreshToken);
    });

    it('deletes the account: no more sign-in, rows gone, sessions refused, auth.user.deleted written', async () => {
      const { grant, actor, email } = await auth.signup();
      const other = await login(email);
      expect(await deleteFailure(actor, 'delete')).toMatchObject({
        code: 'VALIDATION',
        details: [{ path: 'confirmation' }],
      });

      const reply = await deleteAccount(actor);
      expect(reply.ok).toBe(true);
      expect(Math.abs(new Date(reply.deletedAt).getTime() - Date.now())).toBeLessThan(60_000);

      expect(
        await auth.failure(AuthRequests.login, {
          login: { email, password: PASSWORD },
          device: CHROME_ON_LINUX,
        }),
      ).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
      expect(await auth.failure(AuthRequests.me, { actor })).toMatchObject({
        code: 'UNAUTHORIZED',
      });
      for (const table of [
        'users WHERE id',
        'businesses WHERE user_id',
        'notification_preferences WHERE user_id',
        'sessions WHERE user_id',
      ]) {
        expect(await auth.rows(`SELECT 1 FROM ${table} = $1`, [grant.user.id])).toHaveLength(0);
      }
      const otherSessionId = other.status === 'ok' ? other.grant.sessionId : '';
      for (const sessionId of [grant.sessionId, otherSessionId])
        expect(await auth.redis.get(`auth:revoked-session:${sessionId}`)).toBe('1');
      // Delivered on Kafka (its outbox row is erased once delivered).
      expect(await deliveredDeletions(grant.user.id)).toEqual([
        { userId: grant.user.id, businessId: grant.user.businessId, email },
      ]);
    });

    it('sends the promised confirmation to the deleted address and erases the delivered events about the user', async () => {
      const { grant, actor, email } = await auth.signup({ firstName: 'Robin' });
      await waitFor('auth.user.registered delivered', async () => {
        const rows = await auth.rows<{ published_at: Date | null }>(
          'SELECT published_at FROM outbox_events WHERE key = $1',
          [grant.user.id],
        );
        return rows.length > 0 && rows.every((row) => row.published_at) ? true : undefined;
      });

      await deleteAccount(actor);

      const confirmation = await waitFor('the deletion confirmation', async () =>
        (await auth.call(AuthRequests.devMailbox, { to: email })).messages.find(
          (message) => message.subject === 'Your Nearbly account has been deleted',
        ),
      );
      expect(confirmation.text).toMatch(/^Hi Robin,/);
      expect(confirmation.text).toContain('you will not be charged again');
      expect(await deliveredDeletions(grant.user.id)).toHaveLength(1);
      await waitFor('no event about the user left in the outbox', async () => {
        const left = await auth.rows(
          'SELECT topic FROM outbox_events WHERE key = $1 OR payload::text LIKE ANY ($2)',
          [grant.user.id, [`%${grant.user.id}%`, `%${grant.user.businessId}%`, `%${email}%`]],
        );
        return left.length === 0 ? true : undefined;
      });
    });
  });

  describe('Google sign-in', () => {
    const google = (
      identity: TRequestInput<typeof AuthRequests.googleSignIn>['identity'],
      rememberMe = false,
    ) => auth.googleSession({ identity, rememberMe, device: CHROME_ON_LINUX });

    it('creates an account without a password the first time, and finds it the next time', async () => {
      const identity = {
        googleSub: `g-${randomUUID()}`,
        email: `g-${randomUUID().slice(0, 8)}@gmail.com`,
        emailVerified: true,
        firstName: 'Maya',
        lastName: 'Lopez',
      };
      const first = await google(identity, true);
      expect(first.isNewUser).toBe(true);
      expect(first.grant.persistentUntil).not.toBeNull();
      const { business } = await auth.call(AuthRequests.businessGet, {
        actor: { userId: first.grant.user.id, sessionId: first.grant.sessionId },
      });
      expect(business).toMatchObject({
        businessName: "Maya's business",
        businessType: 'other',
        address: '',
        city: null,
      });
      const [row] = await auth.rows<{ password_hash: string | null }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [first.grant.user.id],
      );
      expect(row?.password_hash).toBeNull();
      expect(
        (await outboxPayloads(UserRegistered.topic)).filter(
          (event) => event.payload.payload.userId === first.grant.user.id,
        ),
      ).toHaveLength(1);

      const again = await google(identity);
      expect(again).toMatchObject({
        isNewUser: false,
        grant: { user: { id: first.grant.user.id } },
      });
      // No password: password sign-in fails like any wrong password.
      expect(
        await auth.failure(AuthRequests.login, {
          login: { email: identity.email, password: PASSWORD },
          device: CHROME_ON_LINUX,
        }),
      ).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('links an existing account by verified email only', async () => {
      const { email, grant } = await auth.signup();
      await auth.verifyEmail(email);
      const unverified = await auth.failure(AuthRequests.googleSignIn, {
        identity: { googleSub: `g-${randomUUID()}`, email, emailVerified: false },
        device: CHROME_ON_LINUX,
      });
      expect(unverified).toEqual({
        code: 'UNAUTHORIZED',
        message: 'Please verify your Google email address first',
      });
      const linked = await google({ googleSub: `g-${randomUUID()}`, email, emailVerified: true });
      expect(linked).toMatchObject({ isNewUser: false, grant: { user: { id: grant.user.id } } });
    });
  });
});
