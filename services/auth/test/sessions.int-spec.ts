import { AuthRequests, revokedSessionKey, type TSessionGrant } from '@app/contracts';
import { AuthHarness, CHROME_ON_LINUX, PASSWORD, SAFARI_ON_IPHONE, actorOf } from './auth-harness';

describe('auth sessions over Kafka', () => {
  let auth: AuthHarness;
  const ended = { code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' };

  beforeAll(async () => {
    auth = await AuthHarness.start('sessions');
  });

  afterAll(async () => {
    await auth?.stop();
  });

  const refresh = (refreshToken: string) =>
    auth.call(AuthRequests.refresh, { refreshToken, device: CHROME_ON_LINUX });
  const login = async (
    email: string,
    rememberMe: boolean,
    device = CHROME_ON_LINUX,
  ): Promise<TSessionGrant> => {
    const result = await auth.call(AuthRequests.login, {
      login: { email, password: PASSWORD, rememberMe },
      device,
    });
    if (result.status !== 'ok') throw new Error('expected a session');
    return result.grant;
  };
  const sessionRow = async (sessionId: string) =>
    (
      await auth.rows<{
        expires_at: Date;
        revoked_at: Date | null;
        last_active_at: Date;
        remember_me: boolean;
      }>('SELECT * FROM sessions WHERE id = $1', [sessionId])
    )[0]!;

  it('rotates the refresh token, keeping the session, its remember-me and its expiry', async () => {
    const { email } = await auth.signup();
    const grant = await login(email, true);
    const before = await sessionRow(grant.sessionId);
    await new Promise((resolve) => setTimeout(resolve, 20));

    const next = await refresh(grant.refreshToken);
    expect(next.sessionId).toBe(grant.sessionId);
    expect(next.refreshToken).not.toBe(grant.refreshToken);
    expect(next.user).toEqual(grant.user);
    expect(next.persistentUntil).toBe(grant.persistentUntil);
    const after = await sessionRow(grant.sessionId);
    expect(after.expires_at).toEqual(before.expires_at);
    expect(after.last_active_at.getTime()).toBeGreaterThan(before.last_active_at.getTime());

    // And again with the newest token: a chain of rotations works.
    const third = await refresh(next.refreshToken);
    expect(third.sessionId).toBe(grant.sessionId);
  });

  it('treats an old refresh token presented again as theft: the whole session ends', async () => {
    const { grant } = await auth.signup();
    const next = await refresh(grant.refreshToken);
    expect(await auth.redis.get(revokedSessionKey(grant.sessionId))).toBeNull();

    expect(
      await auth.failure(AuthRequests.refresh, {
        refreshToken: grant.refreshToken,
        device: CHROME_ON_LINUX,
      }),
    ).toEqual(ended);
    expect((await sessionRow(grant.sessionId)).revoked_at).not.toBeNull();
    expect(await auth.redis.get(revokedSessionKey(grant.sessionId))).toBe('1');
    expect(await auth.redis.ttl(revokedSessionKey(grant.sessionId))).toBeGreaterThan(300);
    // The thief's (or the owner's) newer token is dead too, and so is the access token's session.
    expect(
      await auth.failure(AuthRequests.refresh, {
        refreshToken: next.refreshToken,
        device: CHROME_ON_LINUX,
      }),
    ).toEqual(ended);
    expect(await auth.failure(AuthRequests.me, { actor: actorOf(grant) })).toEqual(ended);
  });

  it('refuses an unknown refresh token and an expired session', async () => {
    expect(
      await auth.failure(AuthRequests.refresh, {
        refreshToken: 'x'.repeat(43),
        device: CHROME_ON_LINUX,
      }),
    ).toEqual(ended);
    const { grant } = await auth.signup();
    await auth.rows("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [
      grant.sessionId,
    ]);
    expect(
      await auth.failure(AuthRequests.refresh, {
        refreshToken: grant.refreshToken,
        device: CHROME_ON_LINUX,
      }),
    ).toEqual(ended);
    expect(await auth.failure(AuthRequests.me, { actor: actorOf(grant) })).toEqual(ended);
  });

  it('logs out: the session is revoked and its access tokens are refused at once', async () => {
    const { grant, actor } = await auth.signup();
    expect(await auth.call(AuthRequests.me, { actor })).toMatchObject({
      user: { id: grant.user.id },
      business: { city: 'Austin' },
    });

    expect(await auth.call(AuthRequests.logout, { sessionId: grant.sessionId })).toEqual({
      ok: true,
    });
    expect(await auth.redis.get(revokedSessionKey(grant.sessionId))).toBe('1');
    expect((await sessionRow(grant.sessionId)).revoked_at).not.toBeNull();
    expect(await auth.failure(AuthRequests.me, { actor })).toEqual(ended);
    expect(
      await auth.failure(AuthRequests.refresh, {
        refreshToken: grant.refreshToken,
        device: CHROME_ON_LINUX,
      }),
    ).toEqual(ended);
  });

  it('lists live sessions newest first, marks the current one, and signs out the others', async () => {
    const { email, actor, grant } = await auth.signup();
    const phone = await login(email, true, SAFARI_ON_IPHONE);
    const laptop = await login(email, false);
    await auth.call(AuthRequests.logout, { sessionId: laptop.sessionId });

    const { sessions } = await auth.call(AuthRequests.sessionsList, { actor: actorOf(phone) });
    expect(sessions.map((session) => session.id)).toEqual([phone.sessionId, grant.sessionId]);
    expect(sessions[0]).toEqual({
      id: phone.sessionId,
      device: 'Safari on iPhone',
      location: 'Local network',
      lastActive: expect.any(String),
      current: true,
    });
    expect(sessions[1]).toMatchObject({ device: 'Chrome on Linux', current: false });

    expect(await auth.call(AuthRequests.sessionsRevokeOthers, { actor: actorOf(phone) })).toEqual({
      revoked: 1,
    });
    expect(await auth.redis.get(revokedSessionKey(grant.sessionId))).toBe('1');
    expect(await auth.failure(AuthRequests.me, { actor })).toEqual(ended);
    const after = await auth.call(AuthRequests.sessionsList, { actor: actorOf(phone) });
    expect(after.sessions.map((session) => session.id)).toEqual([phone.sessionId]);
  });
});
