import { GOOGLE_SANDBOX_SEED, GoogleSandbox, ApiUser, queryRows, readJson, systemForSuite, testDatabaseUrl, waitFor, type TConsentChoice } from '@app/test-support';

const CORNER_BEAN = `locations/${GOOGLE_SANDBOX_SEED.locations.cornerBean}`;

// The Google Business Profile connection over HTTP: the BFF runs the consent redirect, analysis
// (its built process) exchanges the code and calls the Google sandbox with the official clients.
describe('connecting Google Business Profile through the BFF', () => {
  const prefix = 'nearbly_test_google_business';
  const analysisDb = testDatabaseUrl('analysis', prefix);
  const sandbox = new GoogleSandbox();
  const system = systemForSuite(
    () => ({
      databasePrefix: prefix,
      bffEnv: sandbox.env(),
      serviceEnv: { analysis: { ...sandbox.env(), REVIEWS_RPC_TIMEOUT_MS: '500' } },
    }),
    [sandbox],
  );

  const newOwner = async () => {
    const owner = new ApiUser(system.baseUrl);
    await owner.signUp({ businessName: 'Corner Bean' });
    return owner;
  };

  // Connect pressed on `returnTo`, Google's consent, and the browser back at the callback.
  const connect = async (owner: ApiUser, choice: TConsentChoice, returnTo = '/onboarding') => {
    const started = await owner.request('POST', '/api/google/connect', { returnTo });
    expect(started.status).toBe(200);
    const { authorizationUrl } = await readJson(started);
    const callback = new URL(await sandbox.consent(authorizationUrl, choice));
    const landing = await owner.request('GET', `${callback.pathname}${callback.search}`);
    expect(landing.status).toBe(302);
    return { started, authorizationUrl: new URL(authorizationUrl), callback, landedOn: landing.headers.get('location') };
  };

  it('connects through the consent page, lets the owner choose the location, and shows it on the GMB page', async () => {
    const owner = await newOwner();
    const { started, authorizationUrl, callback, landedOn } = await connect(owner, { email: GOOGLE_SANDBOX_SEED.users.owner });
    expect(started.headers.getSetCookie().join('\n')).toMatch(/nearbly_google_connect=[\w-]+; Max-Age=600; Path=\/api\/google\/connect\/callback; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax/);
    expect(Object.fromEntries(authorizationUrl.searchParams)).toMatchObject({
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      code_challenge_method: 'S256',
      redirect_uri: `${system.baseUrl}/api/google/connect/callback`,
    });
    expect(authorizationUrl.searchParams.get('scope')?.split(' ')).toContain('https://www.googleapis.com/auth/business.manage');
    expect(callback.pathname).toBe('/api/google/connect/callback');
    expect(landedOn).toBe('/onboarding?google=choose-location');

    const { locations } = await readJson(await owner.request('GET', '/api/google/locations'));
    expect(locations).toHaveLength(2);
    const picked = await owner.request('POST', '/api/google/location', { name: CORNER_BEAN });
    expect(picked.status).toBe(200);
    expect(await readJson(picked)).toMatchObject({ status: 'connected', source: 'google-sandbox', googleEmail: GOOGLE_SANDBOX_SEED.users.owner, location: { title: 'Corner Bean Coffee' } });

    const listing = await waitFor('the location on the GMB page', async () => {
      const shown = await readJson(await owner.request('GET', '/api/gmb/listing'));
      return shown.source === 'google-sandbox' ? shown : undefined;
    });
    expect(listing).toMatchObject({ name: 'Corner Bean Coffee', phone: '(512) 555-0142', isSample: false });
    expect((await readJson(await owner.request('GET', '/api/onboarding'))).gmbConnected).toBe(true);

    // A bad phone for Google: a 400 whose error names the field, never a 500.
    const refused = await owner.request('PATCH', '/api/gmb/listing', { phone: '+1 512 555 0142 0000 0000' });
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toMatchObject({ details: [{ path: 'phone' }] });

    const status = await readJson(await fetch(`${system.baseUrl}/api/integrations/status`));
    expect(status.integrations.googleBusinessProfile).toEqual({ configured: true, mode: 'sandbox', label: 'Google sandbox' });

    const disconnected = await owner.request('DELETE', '/api/google/connection');
    expect(await readJson(disconnected)).toMatchObject({ status: 'not_connected' });
    expect(await queryRows(analysisDb, 'SELECT 1 FROM google_connections WHERE refresh_token IS NOT NULL')).toHaveLength(0);
    expect((await readJson(await owner.request('GET', '/api/gmb/listing'))).name).toBe('Corner Bean Coffee');
  });

  it('sends the owner back with denied when consent is cancelled or the Business Profile permission unticked', async () => {
    const owner = await newOwner();
    expect((await connect(owner, { email: GOOGLE_SANDBOX_SEED.users.owner, allow: false }, '/settings')).landedOn).toBe('/settings?google=denied');
    // Sam has no earlier grant that include_granted_scopes would bring back.
    expect((await connect(owner, { email: GOOGLE_SANDBOX_SEED.users.noLocations, scopes: ['openid', 'email'] }, '/gmb')).landedOn).toBe('/gmb?google=denied');
    const connection = await readJson(await owner.request('GET', '/api/google/connection'));
    expect(connection).toMatchObject({ status: 'not_connected' });
    expect(connection.message).toContain('Nearbly needs permission to manage your Business Profile');
  });

  it('accepts a callback only once and only in the browser that started it', async () => {
    const owner = await newOwner();
    const started = await readJson(await owner.request('POST', '/api/google/connect', { returnTo: '/settings' }));
    const callback = new URL(await sandbox.consent(started.authorizationUrl, { email: GOOGLE_SANDBOX_SEED.users.owner }));
    // Another browser (signed in as someone else) is sent the owner's callback: nothing connects.
    const stranger = await newOwner();
    await stranger.request('POST', '/api/google/connect', { returnTo: '/onboarding' });
    const elsewhere = await stranger.request('GET', `${callback.pathname}${callback.search}`);
    expect(elsewhere.headers.get('location')).toBe('/settings?google=error');
    expect((await readJson(await stranger.request('GET', '/api/google/connection'))).status).toBe('not_connected');
    // The state was spent: the owner's own browser cannot use it any more either.
    expect((await owner.request('GET', `${callback.pathname}${callback.search}`)).headers.get('location')).toBe('/settings?google=error');
    expect((await readJson(await owner.request('GET', '/api/google/connection'))).status).toBe('not_connected');
  });

  it('answers bad input with a 4xx and a JSON error, and a missing session with 401', async () => {
    const owner = await newOwner();
    const badReturn = await owner.request('POST', '/api/google/connect', { returnTo: 'https://evil.example/' });
    expect(badReturn.status).toBe(400);
    expect((await readJson(badReturn)).error).toBeTruthy();
    const badName = await owner.request('POST', '/api/google/location', { name: '../accounts/1' });
    expect(badName.status).toBe(400);
    expect((await readJson(badName)).details).toEqual([expect.objectContaining({ path: 'name' })]);
    const notConnected = await owner.request('GET', '/api/google/locations');
    expect(notConnected.status).toBe(409);
    expect((await readJson(notConnected)).error).toBe('Connect Google Business Profile first.');
    const forged = await owner.request('GET', '/api/google/connect/callback?state=not-a-state-at-all-xxxx&code=abc');
    expect(forged.headers.get('location')).toBe('/settings?google=error');
    const anonymous = new ApiUser(system.baseUrl);
    for (const [method, path] of [['GET', '/api/google/connection'], ['POST', '/api/google/connect'], ['DELETE', '/api/google/connection']] as const) {
      expect((await anonymous.request(method, path, method === 'POST' ? {} : undefined)).status).toBe(401);
    }
  });
});
