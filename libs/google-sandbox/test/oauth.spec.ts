import { GaxiosError } from 'gaxios';
import { OAuth2Client } from 'google-auth-library';
import { BUSINESS_MANAGE_SCOPE, GoogleSandbox, SEED } from '../src';
import { authorizationUrl, connect, oauthClient, REDIRECT_URI } from './sdk';

const errorOf = async (promise: Promise<unknown>): Promise<{ status?: number; data?: unknown }> => {
  try {
    await promise;
  } catch (error) {
    const response = (error as GaxiosError).response;
    return { status: response?.status, data: response?.data };
  }
  throw new Error('expected the call to fail');
};

describe('Google sandbox OAuth through google-auth-library', () => {
  const sandbox = new GoogleSandbox();
  beforeAll(() => sandbox.start());
  afterAll(() => sandbox.stop());
  beforeEach(() => sandbox.control.reset());

  it('shows a consent page naming the app and the sandbox accounts', async () => {
    const { url } = await authorizationUrl(oauthClient(sandbox));
    const page = await (await fetch(url)).text();
    expect(page).toContain('Google sandbox');
    expect(page).toContain('Choose an account to continue to Nearbly');
    expect(page).toContain(SEED.users.owner);
    expect(page).toContain(SEED.users.noLocations);
    expect(page).toContain('See, edit, create and delete your Google business listings');
  });

  it('exchanges the code with the PKCE verifier, refreshes, revokes, and then refuses the refresh token', async () => {
    const client = oauthClient(sandbox);
    const authorization = await authorizationUrl(client);
    const back = new URL(await sandbox.consent(authorization.url, { email: SEED.users.owner }));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe(authorization.state);

    const { tokens } = await client.getToken({ code: back.searchParams.get('code') ?? '', codeVerifier: authorization.codeVerifier });
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: BUSINESS_MANAGE_SCOPE });
    expect(tokens.access_token).toMatch(/^ya29\./);
    expect(tokens.refresh_token).toBeTruthy();

    client.setCredentials({ refresh_token: tokens.refresh_token });
    const refreshed = await client.refreshAccessToken();
    expect(refreshed.credentials.access_token).toMatch(/^ya29\./);
    expect(refreshed.credentials.access_token).not.toBe(tokens.access_token);

    await client.revokeToken(tokens.refresh_token ?? '');
    const refused = await errorOf(client.refreshAccessToken());
    expect(refused).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
    // The access tokens of the grant went with it.
    const call = await fetch(`${sandbox.urls.api}v1/accounts`, { headers: { authorization: `Bearer ${refreshed.credentials.access_token}` } });
    expect(call.status).toBe(401);
  });

  it('refuses a code exchanged without its verifier, with a wrong one, or twice', async () => {
    const client = oauthClient(sandbox);
    for (const verifier of [undefined, 'x'.repeat(64)]) {
      const authorization = await authorizationUrl(client);
      const code = new URL(await sandbox.consent(authorization.url, { email: SEED.users.owner })).searchParams.get('code') ?? '';
      const refused = await errorOf(client.getToken({ code, ...(verifier ? { codeVerifier: verifier } : {}) }));
      expect(refused).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
    }
    const authorization = await authorizationUrl(client);
    const code = new URL(await sandbox.consent(authorization.url, { email: SEED.users.owner })).searchParams.get('code') ?? '';
    await client.getToken({ code, codeVerifier: authorization.codeVerifier });
    expect(await errorOf(client.getToken({ code, codeVerifier: authorization.codeVerifier }))).toMatchObject({ status: 400, data: { error: 'invalid_grant' } });
  });

  it('refuses a wrong client secret', async () => {
    const client = oauthClient(sandbox, 'not-the-secret');
    const authorization = await authorizationUrl(client);
    const code = new URL(await sandbox.consent(authorization.url, { email: SEED.users.owner })).searchParams.get('code') ?? '';
    expect(await errorOf(client.getToken({ code, codeVerifier: authorization.codeVerifier }))).toMatchObject({ status: 401, data: { error: 'invalid_client' } });
  });

  it('sends the user back with error=access_denied when they cancel', async () => {
    const authorization = await authorizationUrl(oauthClient(sandbox));
    const back = new URL(await sandbox.consent(authorization.url, { email: SEED.users.owner, allow: false }));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(authorization.state);
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('gives a refresh token only on the first consent, and again with prompt=consent', async () => {
    const client = oauthClient(sandbox);
    const exchange = async (prompt?: string) => {
      const authorization = await authorizationUrl(client, prompt ? { prompt } : {});
      const code = new URL(await sandbox.consent(authorization.url, { email: SEED.users.owner })).searchParams.get('code') ?? '';
      return (await client.getToken({ code, codeVerifier: authorization.codeVerifier })).tokens;
    };
    expect((await exchange()).refresh_token).toBeTruthy();
    expect((await exchange()).refresh_token).toBeUndefined();
    expect((await exchange('consent')).refresh_token).toBeTruthy();
  });

  it('shows an error page, not a redirect, for an unknown client or an unregistered redirect URI', async () => {
    const unknownClient = new OAuth2Client({ clientId: 'someone-else', redirectUri: REDIRECT_URI, endpoints: sandbox.oauthEndpoints });
    const first = await fetch(unknownClient.generateAuthUrl({ scope: BUSINESS_MANAGE_SCOPE }), { redirect: 'manual' });
    expect(first.status).toBe(401);
    expect(await first.text()).toContain('invalid_client');
    const elsewhere = oauthClient(sandbox).generateAuthUrl({ scope: BUSINESS_MANAGE_SCOPE, redirect_uri: 'https://attacker.example/callback' });
    const second = await fetch(elsewhere, { redirect: 'manual' });
    expect(second.status).toBe(400);
    expect(await second.text()).toContain('redirect_uri_mismatch');
  });

  it('signs a user in with OpenID: an ID token verifyIdToken accepts against the sandbox certs, and userinfo', async () => {
    const client = await connect(sandbox, SEED.users.noLocations, ['openid', 'email', 'profile']);
    const idToken = client.credentials.id_token ?? '';
    const ticket = await oauthClient(sandbox).verifyIdToken({ idToken, audience: sandbox.clientId });
    expect(ticket.getPayload()).toMatchObject({ iss: 'https://accounts.google.com', email: SEED.users.noLocations, email_verified: true, given_name: 'Sam' });
    const info = await client.request<{ email: string; sub: string }>({ url: sandbox.env().GOOGLE_USERINFO_URL });
    expect(info.data).toMatchObject({ email: SEED.users.noLocations, sub: ticket.getUserId() });
  });

  it('lets the user untick the Business Profile scope; the token then lacks it', async () => {
    const client = oauthClient(sandbox);
    const authorization = await authorizationUrl(client, { scope: ['openid', 'email', BUSINESS_MANAGE_SCOPE] });
    const code = new URL(await sandbox.consent(authorization.url, { email: SEED.users.owner, scopes: [] })).searchParams.get('code') ?? '';
    const { tokens } = await client.getToken({ code, codeVerifier: authorization.codeVerifier });
    expect(tokens.scope?.split(' ')).not.toContain(BUSINESS_MANAGE_SCOPE);
  });
});
