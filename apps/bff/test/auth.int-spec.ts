import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { generate } from 'otplib';
import { UserDeleted, ZEventEnvelope } from '@app/contracts';
import { ApiUser, FakeOAuthServer, queryRows, readJson, systemForSuite, testDatabaseUrl, waitFor } from '@app/test-support';

// Accounts end to end over HTTP: the BFF and the real auth service on Kafka, Postgres and Redis.
describe('accounts through the BFF', () => {
  const prefix = 'nearbly_test_accounts';
  const authDb = testDatabaseUrl('auth', prefix);
  const google = new FakeOAuthServer();
  const PASSWORD = 'Corner-Shop-2026!';
  const system = systemForSuite(
    () => ({
      databasePrefix: prefix,
      logLevel: 'info',
      bffEnv: {
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_AUTH_URL: google.urls.authorize,
        GOOGLE_TOKEN_URL: google.urls.token,
        GOOGLE_USERINFO_URL: google.urls.userinfo,
        LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: '5',
        LOGIN_MAX_FAILURES_PER_IP: '8',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '10',
      },
    }),
    [google],
  );

  const signup = (user: ApiUser, email: string, extra: Record<string, unknown> = {}) =>
    user.request('POST', '/api/auth/signup', {
      firstName: 'Ann',
      lastName: 'Baker',
      email,
      password: PASSWORD,
      businessName: 'Corner Cafe',
      businessType: 'cafe',
      businessAddress: '12 Main St, Austin, TX 78701',
      ...extra,
    });

  const newOwner = async () => {
    const user = new ApiUser(system.baseUrl);
    const email = `owner-${randomUUID()}@example.com`;
    const response = await signup(user, email);
    expect(response.status).toBe(201);
    user.token = (await readJson(response)).token;
    return { user, email };
  };

  it('signs up with {token,user}, a HttpOnly Secure SameSite=Strict session cookie, and loads the user', async () => {
    const user = new ApiUser(system.baseUrl);
    const email = `new-${randomUUID()}@example.com`;
    const response = await signup(user, `  ${email.toUpperCase()} `);
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body.user).toMatchObject({ email, firstName: 'Ann', lastName: 'Baker' });
    const cookie = response.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/nearbly_refresh=.+HttpOnly/i);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie.split('\n').find((line) => line.startsWith('nearbly_refresh='))).not.toMatch(/Expires=/i);
    // The recognised-device cookie: signed, HttpOnly, sent only to /api/auth.
    expect(cookie).toMatch(/nearbly_device=[\w-]+\.[\w-]+\.\w+\.[\w-]+; Path=\/api\/auth; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict/);
    user.token = body.token;
    const me = await readJson(await user.request('GET', '/api/auth/me'));
    expect(me.business).toMatchObject({ businessName: 'Corner Cafe', businessType: 'cafe', city: 'Austin' });
  });

  it('refuses a weak password on the server with every rule as a detail, and a duplicate email with 409', async () => {
    const user = new ApiUser(system.baseUrl);
    const weak = await signup(user, `weak-${randomUUID()}@example.com`, { password: 'short' });
    expect(weak.status).toBe(400);
    const body = await readJson(weak);
    expect(body.error).toBe('Validation error');
    expect(body.details.map((detail: { message: string }) => detail.message)).toEqual(
      expect.arrayContaining(['Password must be at least 12 characters long', 'Password must contain an upper-case letter', 'Password must contain a number', 'Password must contain a symbol']),
    );
    const { email } = await newOwner();
    const duplicate = await signup(new ApiUser(system.baseUrl), email);
    expect(duplicate.status).toBe(409);
    expect((await readJson(duplicate)).error).toBe('An account with this email already exists. Please sign in instead.');
  });

  it('refuses missing, tampered and foreign tokens with 401', async () => {
    const { user } = await newOwner();
    const anonymous = new ApiUser(system.baseUrl);
    expect((await anonymous.request('GET', '/api/auth/me')).status).toBe(401);
    const [header, payload, signature] = (user.token ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    anonymous.token = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString('base64url')}.${signature}`;
    const tampered = await anonymous.request('GET', '/api/auth/me');
    expect(tampered.status).toBe(401);
    expect((await readJson(tampered)).error).toMatch(/Unauthorized/);
    anonymous.token = 'not.a.token';
    expect((await anonymous.request('GET', '/api/auth/me')).status).toBe(401);
  });

  it('signs in with the same message for a wrong password and an unknown email, then rate-limits that address with 429', async () => {
    const { email } = await newOwner();
    const attacker = new ApiUser(system.baseUrl);
    const wrong = await attacker.request('POST', '/api/auth/login', { email, password: 'Wrong-Password-1!' });
    const unknown = await new ApiUser(system.baseUrl).request('POST', '/api/auth/login', { email: `nobody-${randomUUID()}@example.com`, password: PASSWORD });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await readJson(wrong)).toEqual(await readJson(unknown));
    for (let attempt = 0; attempt < 4; attempt += 1) await attacker.request('POST', '/api/auth/login', { email, password: 'Wrong-Password-1!' });
    const limited = await attacker.request('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await readJson(limited)).error).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    // Someone else's failures do not lock the owner out from their own address.
    expect((await new ApiUser(system.baseUrl).request('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('keeps the owner on a recognised device signed in after failures from 12 addresses, and slows the rest down', async () => {
    const { user: ownersBrowser, email } = await newOwner();
    const statuses: number[] = [];
    for (let address = 0; address < 12; address += 1) {
      statuses.push((await new ApiUser(system.baseUrl).request('POST', '/api/auth/login', { email, password: 'Wrong-Password-1!' })).status);
    }
    // 10 failures per account, then one attempt a minute from devices the account does not know.
    expect(statuses).toEqual([...Array(11).fill(401), 429]);
    // The owner's browser (its device cookie from sign-up) from a 13th address.
    expect(ownersBrowser.cookieHeader).toMatch(/nearbly_device=/);
    const owner = await ownersBrowser.request('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(owner.status).toBe(200);
    // A browser without it waits its turn, a minute at most.
    const stranger = await new ApiUser(system.baseUrl).request('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // A device cookie is the account's own: it does not exempt sign-in to another account.
    const other = await newOwner();
    for (let address = 0; address < 11; address += 1) await new ApiUser(system.baseUrl).request('POST', '/api/auth/login', { email: other.email, password: 'Wrong-Password-1!' });
    expect((await ownersBrowser.request('POST', '/api/auth/login', { email: other.email, password: PASSWORD })).status).toBe(429);
    // A forged cookie is not a recognised device either.
    const forger = new ApiUser(system.baseUrl);
    forger.setCookie('nearbly_device', ownersBrowser.cookieHeader.replace(/.*nearbly_device=([^;]+).*/, '$1').replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
    expect((await forger.request('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
  });

  it('counts a burst of parallel guesses before checking any: one address gets no more than its limit', async () => {
    const { email } = await newOwner();
    const attacker = new ApiUser(system.baseUrl);
    const answers = await Promise.all(Array.from({ length: 20 }, () => attacker.request('POST', '/api/auth/login', { email, password: 'Wrong-Password-1!' })));
    const checked = answers.filter((answer) => answer.status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - checked);
  });

  it('rate-limits one IP across many accounts', async () => {
    const attacker = new ApiUser(system.baseUrl);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await attacker.request('POST', '/api/auth/login', { email: `spray-${attempt}@example.com`, password: 'Wrong-Password-1!' });
    }
    const blocked = await attacker.request('POST', '/api/auth/login', { email: 'spray-99@example.com', password: 'Wrong-Password-1!' });
    expect(blocked.status).toBe(429);
  });

  it('keeps a remembered session 30 days, renews the token from the cookie, and detects a reused refresh token', async () => {
    const { email } = await newOwner();
    const browser = new ApiUser(system.baseUrl);
    const login = await browser.request('POST', '/api/auth/login', { email, password: PASSWORD, rememberMe: true });
    expect(login.status).toBe(200);
    const expires = /Expires=([^;]+)/i.exec(login.headers.getSetCookie().find((line) => line.startsWith('nearbly_refresh=')) ?? '')?.[1];
    const days = (new Date(expires ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const stolenCookie = /nearbly_refresh=([^;]+)/.exec(browser.cookieHeader)?.[1] ?? '';
    const renewed = await browser.request('POST', '/api/auth/refresh');
    expect(renewed.status).toBe(200);
    expect((await readJson(renewed)).token).toEqual(expect.any(String));
    const thief = new ApiUser(system.baseUrl);
    thief.setCookie('nearbly_refresh', stolenCookie);
    expect((await thief.request('POST', '/api/auth/refresh')).status).toBe(401);
    // The reuse revoked the whole session: the rightful browser must sign in again.
    expect((await browser.request('POST', '/api/auth/refresh')).status).toBe(401);
  });

  it('signs out for real: the same token is refused at once and the cookie is cleared', async () => {
    const { user } = await newOwner();
    const logout = await user.request('POST', '/api/auth/logout');
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().join(';')).toMatch(/nearbly_refresh=;/);
    expect((await user.request('GET', '/api/auth/me')).status).toBe(401);
  });

  it('never lets one owner read or change another owner’s data', async () => {
    const a = await newOwner();
    const b = await newOwner();
    const businessA = (await readJson(await a.user.request('GET', '/api/auth/me'))).business;
    const update = await b.user.request('PUT', '/api/auth/update-business', {
      businessName: 'Hijacked',
      businessType: 'gym',
      address: '1 Other Rd, Dallas, TX 75001',
      website: '',
      timezone: 'America/Chicago',
      id: businessA.id,
      userId: a.user.token,
    });
    expect(update.status).toBe(200);
    expect((await readJson(update)).business.id).not.toBe(businessA.id);
    expect((await readJson(await a.user.request('GET', '/api/auth/me'))).business.businessName).toBe('Corner Cafe');
    const exportA = await readJson(await a.user.request('GET', '/api/auth/export'));
    expect(exportA.profile.email).toBe(a.email);
    expect(Object.keys(exportA).sort()).toEqual(['business', 'exportDate', 'exportVersion', 'notificationPreferences', 'profile']);
    expect(exportA.exportVersion).toBe('1.0');
  });

  it('resets a forgotten password with a single-use emailed link and signs out every session', async () => {
    const { user, email } = await newOwner();
    const visitor = new ApiUser(system.baseUrl);
    expect((await visitor.request('POST', '/api/auth/forgot-password', { email })).status).toBe(200);
    expect(await readJson(await visitor.request('POST', '/api/auth/forgot-password', { email: `ghost-${randomUUID()}@example.com` }))).toEqual({ success: true });
    // The mail goes out just after the answer (its timing must not reveal whether the account exists).
    const mailbox = await waitFor('the reset email', async () => {
      const found = await readJson(await visitor.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`));
      return found.messages.length > 0 ? found : undefined;
    });
    const link = /(http\S+reset-password\?token=[\w-]+)/.exec(mailbox.messages[0].text)?.[1] ?? '';
    expect(link.startsWith(`http://127.0.0.1:`)).toBe(true);
    const token = new URL(link).searchParams.get('token');
    const newPassword = 'Brand-New-Pass-2026?';
    expect((await visitor.request('POST', '/api/auth/reset-password', { token, password: newPassword })).status).toBe(200);
    const again = await visitor.request('POST', '/api/auth/reset-password', { token, password: newPassword });
    expect(again.status).toBe(400);
    expect((await readJson(again)).details[0].message).toBe('This reset link is invalid or has expired. Please request a new one.');
    expect((await user.request('GET', '/api/auth/me')).status).toBe(401);
    expect((await visitor.request('POST', '/api/auth/login', { email, password: newPassword })).status).toBe(200);
  });

  it('sends at most 3 reset emails an hour to one address', async () => {
    const { email } = await newOwner();
    const visitor = new ApiUser(system.baseUrl);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await visitor.request('POST', '/api/auth/forgot-password', { email })).status).toBe(200);
    }
    const limited = await new ApiUser(system.baseUrl).request('POST', '/api/auth/forgot-password', { email });
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).error).toMatch(/^Too many reset requests\. Please try again in \d+ minutes?\.$/);
  });

  it('signs in with Google (authorization code + PKCE) and lands on onboarding for a new account', async () => {
    const browser = new ApiUser(system.baseUrl);
    google.nextIdentity = { sub: `g-${randomUUID()}`, email: `google-${randomUUID()}@example.com`, email_verified: true, given_name: 'Gia', family_name: 'Grocer' };
    const start = await readJson(await browser.request('GET', '/api/auth/google?action=signup&returnTo=/dashboard'));
    const authorize = await fetch(start.authURL, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location') ?? '');
    expect(callback.pathname).toBe('/api/auth/google/callback');
    const landing = await browser.request('GET', `${callback.pathname}${callback.search}`);
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe('/auth/google/complete?returnTo=%2Fdashboard&newUser=1');
    expect(google.tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[\w-]{43}$/);
    const session = await readJson(await browser.request('POST', '/api/auth/refresh'));
    expect(session.user).toMatchObject({ email: google.nextIdentity.email, firstName: 'Gia' });
    const replay = await browser.request('GET', `${callback.pathname}${callback.search}`);
    expect(replay.headers.get('location')).toMatch(/error=/);
  });

  it('binds Google sign-in to the browser that started it: a callback URL sent to someone else signs nobody in', async () => {
    const attacker = new ApiUser(system.baseUrl);
    google.nextIdentity = { sub: `g-${randomUUID()}`, email: `mallory-${randomUUID()}@example.com`, email_verified: true, given_name: 'Mallory' };
    const start = await attacker.request('GET', '/api/auth/google?action=login&returnTo=/dashboard');
    expect(start.headers.getSetCookie().join('\n')).toMatch(/nearbly_oauth=[\w-]+; Max-Age=600; Path=\/api\/auth\/google; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax/);
    const callback = new URL((await fetch((await readJson(start)).authURL, { redirect: 'manual' })).headers.get('location') ?? '');
    // The victim has started a Google sign-in of their own, and is sent the attacker's callback.
    const victim = new ApiUser(system.baseUrl);
    await victim.request('GET', '/api/auth/google?action=login&returnTo=/dashboard');
    const landing = await victim.request('GET', `${callback.pathname}${callback.search}`);
    expect(landing.status).toBe(302);
    expect(new URL(landing.headers.get('location') ?? '', system.baseUrl).searchParams.get('error')).toBe('This sign-in link has expired. Please try again.');
    expect(victim.cookieHeader).not.toContain('nearbly_refresh');
    expect((await victim.request('POST', '/api/auth/refresh')).status).toBe(401);
  });

  // The token of the newest mail to `to` with this subject, from the dev mailbox.
  const mailedToken = async (to: string, subject: string) => {
    const visitor = new ApiUser(system.baseUrl);
    const mail = await waitFor(`"${subject}" to ${to}`, async () => {
      const found = await readJson(await visitor.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`));
      return (found.messages as { subject: string; text: string }[]).find((message) => message.subject === subject);
    });
    const link = new URL(/(http\S+verify-email\?token=[\w-]+)/.exec(mail.text)?.[1] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${system.baseUrl}/verify-email`);
    return link.searchParams.get('token') ?? '';
  };
  const verifyEmail = async (email: string) => {
    const token = await mailedToken(email, 'Confirm your email address for Nearbly');
    const verified = await new ApiUser(system.baseUrl).request('POST', '/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(await readJson(verified)).toEqual({ success: true, email });
  };

  it('mails a verification link at sign-up; Google opens the account only once it is verified', async () => {
    const { user, email } = await newOwner();
    expect((await readJson(await user.request('GET', '/api/auth/me'))).user).toMatchObject({ emailVerified: false, hasPassword: true });
    const viaGoogle = async () => {
      const browser = new ApiUser(system.baseUrl);
      google.nextIdentity = { sub: `g-${randomUUID()}`, email, email_verified: true, given_name: 'Ann' };
      const start = await readJson(await browser.request('GET', '/api/auth/google?action=login&returnTo=/dashboard'));
      const callback = new URL((await fetch(start.authURL, { redirect: 'manual' })).headers.get('location') ?? '');
      const landing = await browser.request('GET', `${callback.pathname}${callback.search}`);
      return { browser, location: new URL(landing.headers.get('location') ?? '', system.baseUrl) };
    };
    const refused = await viaGoogle();
    expect(refused.location.searchParams.get('error')).toMatch(/not verified yet\. Sign in with your password once/);
    expect(refused.browser.cookieHeader).not.toContain('nearbly_refresh');

    expect((await user.request('POST', '/api/auth/resend-verification')).status).toBe(200);
    await verifyEmail(email);
    expect((await readJson(await user.request('GET', '/api/auth/me'))).user.emailVerified).toBe(true);
    const bad = await new ApiUser(system.baseUrl).request('POST', '/api/auth/verify-email', { token: 'x'.repeat(43) });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).error).toBe('Validation error');

    const linked = await viaGoogle();
    expect(linked.location.searchParams.get('error')).toBeNull();
    expect(linked.browser.cookieHeader).toContain('nearbly_refresh');
    // Linking ends every older session.
    expect((await user.request('GET', '/api/auth/me')).status).toBe(401);
  });

  it('asks for the current password to turn 2FA on or off, delete the account, or change the email', async () => {
    const { user, email } = await newOwner();
    const setup = await readJson(await user.request('POST', '/api/auth/2fa/setup'));
    const noPassword = await user.request('POST', '/api/auth/2fa/enable', { code: await generate({ secret: setup.secret }) });
    expect(noPassword.status).toBe(400);
    expect(await readJson(noPassword)).toMatchObject({
      error: 'Validation error',
      details: [{ path: 'currentPassword', message: 'Enter your current password to confirm.' }],
    });
    const wrong = await user.request('DELETE', '/api/auth/account', { confirmation: 'DELETE', currentPassword: 'Not-The-Password-1!' });
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).details).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
    expect((await user.request('GET', '/api/auth/me')).status).toBe(200);

    const newEmail = `moved-${randomUUID()}@example.com`;
    const profile = { firstName: 'Ann', lastName: 'Baker', email: newEmail, phone: '' };
    expect((await user.request('PUT', '/api/auth/update-profile', profile)).status).toBe(400);
    const changed = await user.request('PUT', '/api/auth/update-profile', { ...profile, currentPassword: PASSWORD });
    expect(changed.status).toBe(200);
    expect(await readJson(changed)).toMatchObject({ pendingEmail: newEmail, user: { email } });
    const token = await mailedToken(newEmail, 'Confirm your new email address for Nearbly');
    expect((await new ApiUser(system.baseUrl).request('POST', '/api/auth/verify-email', { token })).status).toBe(200);
    expect((await readJson(await user.request('GET', '/api/auth/me'))).user.email).toBe(newEmail);
  });

  it('asks an account with two-factor authentication for its code after Google too', async () => {
    const { user, email } = await newOwner();
    await verifyEmail(email);
    const setup = await readJson(await user.request('POST', '/api/auth/2fa/setup'));
    const enabled = await user.request('POST', '/api/auth/2fa/enable', { code: await generate({ secret: setup.secret }), currentPassword: PASSWORD });
    expect((await readJson(enabled)).recoveryCodes).toHaveLength(10);
    const browser = new ApiUser(system.baseUrl);
    google.nextIdentity = { sub: `g-${randomUUID()}`, email, email_verified: true, given_name: 'Ann' };
    const start = await readJson(await browser.request('GET', '/api/auth/google?action=login&returnTo=/reviews'));
    const callback = new URL((await fetch(start.authURL, { redirect: 'manual' })).headers.get('location') ?? '');
    const landing = await browser.request('GET', `${callback.pathname}${callback.search}`);
    const login = new URL(landing.headers.get('location') ?? '', system.baseUrl);
    expect(login.pathname).toBe('/login');
    expect(browser.cookieHeader).not.toContain('nearbly_refresh');
    const pendingId = login.searchParams.get('google2fa');
    const wrong = await browser.request('POST', '/api/auth/google/verify', { pendingId, code: '000000' === (await generate({ secret: setup.secret })) ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    // The code that turned 2FA on is spent; the next step's code is accepted (clock drift).
    const nextCode = await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const right = await browser.request('POST', '/api/auth/google/verify', { pendingId, code: nextCode });
    expect(right.status).toBe(200);
    expect(await readJson(right)).toMatchObject({ user: { email }, returnTo: '/reviews', token: expect.any(String) });
    expect((await browser.request('POST', '/api/auth/google/verify', { pendingId, code: nextCode })).status).toBe(401);
  });

  it('deletes an account: signed out at once, cannot sign in, rows gone, auth.user.deleted published', async () => {
    const { user, email } = await newOwner();
    const me = await readJson(await user.request('GET', '/api/auth/me'));
    const kafka = new Kafka({ clientId: 'accounts-test', brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `accounts-test-${randomUUID()}`, maxWaitTimeInMs: 50 });
    const seen: unknown[] = [];
    await consumer.connect();
    await consumer.subscribe({ topic: UserDeleted.topic, fromBeginning: true });
    await consumer.run({
      eachMessage: ({ message }) => {
        seen.push(JSON.parse(message.value?.toString() ?? 'null'));
        return Promise.resolve();
      },
    });
    try {
      expect((await user.request('DELETE', '/api/auth/account', { confirmation: 'delete' })).status).toBe(400);
      const deleted = await user.request('DELETE', '/api/auth/account', { confirmation: 'DELETE', currentPassword: PASSWORD });
      expect(deleted.status).toBe(200);
      expect((await user.request('GET', '/api/auth/me')).status).toBe(401);
      expect((await new ApiUser(system.baseUrl).request('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
      expect(await queryRows(authDb, 'SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
      const event = await waitFor('auth.user.deleted', () =>
        Promise.resolve(seen.map((raw) => ZEventEnvelope.parse(raw)).find((item) => UserDeleted.payload.safeParse(item.payload).data?.userId === me.user.id)),
      );
      expect(event.payload).toEqual({ userId: me.user.id, businessId: me.business.id, email });
    } finally {
      await consumer.disconnect();
    }
  });

  it('writes no password, access token or refresh token to any log', async () => {
    const { user } = await newOwner();
    await user.request('GET', '/api/auth/me');
    const logs = [...system.processes.values()].map((running) => running.output()).join('\n');
    expect(logs).not.toContain(PASSWORD);
    expect(logs).not.toContain(user.token);
    expect(logs).not.toMatch(/nearbly_refresh=/);
  });
});
