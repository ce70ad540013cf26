import { createDecipheriv, createHash } from 'node:crypto';
import { OAuth2Client } from 'google-auth-library';
import {
  AnalysisRequests,
  GOOGLE_BUSINESS_SCOPE,
  GoogleRequests,
  UserDeleted,
} from '@app/contracts';
import { AesGcmSecretBox } from '@app/service-kit';
import { GOOGLE_SANDBOX_SEED, GoogleSandbox, queryRows, waitFor } from '@app/test-support';
import { startAnalysis, type TAnalysisHarness, type TOwner } from './analysis-harness';

const TOKEN_KEY = 'google-connection-spec-token-key-0123456789';
const REDIRECT_URI = 'http://127.0.0.1:3000/api/google/connect/callback';
const CORNER_BEAN = `locations/${GOOGLE_SANDBOX_SEED.locations.cornerBean}`;
const CORNER_BEAN_EAST = `locations/${GOOGLE_SANDBOX_SEED.locations.cornerBeanEast}`;

// What the column holds is v1:<iv>.<tag>.<ciphertext> under SHA-256 of the key: opened here to
// check it is the token Google granted, never stored in clear.
const openSealed = (sealed: string): string => {
  const [iv, tag, ciphertext] = sealed
    .slice('v1:'.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', createHash('sha256').update(TOKEN_KEY).digest(), iv ?? Buffer.alloc(0));
  decipher.setAuthTag(tag ?? Buffer.alloc(0));
  return Buffer.concat([decipher.update(ciphertext ?? Buffer.alloc(0)), decipher.final()]).toString('utf8');
};

// The owner's Google Business Profile connection through the Google sandbox: the consent page
// walked as a user would, the code exchanged by analysis with the official clients.
describe('Google Business Profile connection', () => {
  const sandbox = new GoogleSandbox();
  let analysis: TAnalysisHarness;

  beforeAll(async () => {
    await sandbox.start();
    analysis = await startAnalysis('google_connection', { ...sandbox.env(), GOOGLE_TOKEN_ENCRYPTION_KEY: TOKEN_KEY });
  });

  afterAll(async () => {
    await analysis?.stop();
    await sandbox.stop();
  });

  // The listing's and onboarding's requests, by topic until their contracts exist (issue 18).

  // What the BFF does: PKCE, Google's consent as `email`, then the code handed to analysis.
  const consent = async (owner: TOwner, email: string, scopes?: string[]) => {
    const client = new OAuth2Client({ clientId: sandbox.clientId, clientSecret: sandbox.clientSecret, endpoints: sandbox.oauthEndpoints });
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
    const url = client.generateAuthUrl({
      redirect_uri: REDIRECT_URI,
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: true,
      scope: ['openid', 'email', GOOGLE_BUSINESS_SCOPE],
      state: 'spec',
      code_challenge: codeChallenge,
      code_challenge_method: 'S256' as never,
    });
    const back = new URL(await sandbox.consent(url, { email, ...(scopes ? { scopes } : {}) }));
    return { ...owner, code: back.searchParams.get('code') ?? '', codeVerifier: codeVerifier ?? '', redirectUri: REDIRECT_URI };
  };

  const tokenColumn = async (owner: TOwner) =>
    (await queryRows<{ refresh_token: string | null }>(analysis.databaseUrl, 'SELECT refresh_token FROM google_connections WHERE business_id = $1', [owner.businessId]))[0]?.refresh_token;
  const grantsHolding = (token: string) => sandbox.snapshot().grants.filter((grant) => grant.refreshTokens.includes(token)).length;
  const sandboxLocation = (id: string) => sandbox.snapshot().locations.find((location) => location.id === id);

  // Maria manages two locations: she chooses, then the chosen one is imported into the listing.
  const connectCornerBean = async (): Promise<TOwner> => {
    const owner = await analysis.newOwner({}, { businessName: 'Corner Bean', address: '118 Congress Ave' });
    const choosing = await analysis.call(GoogleRequests.connect, await consent(owner, GOOGLE_SANDBOX_SEED.users.owner));
    expect(choosing).toMatchObject({ status: 'choosing_location', source: 'google-sandbox', googleEmail: GOOGLE_SANDBOX_SEED.users.owner, location: null });
    await analysis.call(GoogleRequests.locationPick, { ...owner, name: CORNER_BEAN });
    await waitFor('the location imported', async () => ((await analysis.listing(owner)).source === 'google-sandbox' ? true : undefined));
    return owner;
  };

  it('connects an account with two locations: the owner chooses, and the listing shows the real location with its score', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Corner Bean', address: '118 Congress Ave' });
    const sample = await analysis.listing(owner);
    expect(sample).toMatchObject({ isSample: true, source: 'sample' });

    const choosing = await analysis.call(GoogleRequests.connect, await consent(owner, GOOGLE_SANDBOX_SEED.users.owner));
    expect(choosing.status).toBe('choosing_location');
    const { locations } = await analysis.call(GoogleRequests.locationsList, owner);
    expect(locations.map((location) => location.title).sort()).toEqual(['Corner Bean Coffee', 'Corner Bean Coffee East 6th']);
    expect(locations.find((location) => location.name === CORNER_BEAN)).toMatchObject({
      account: `accounts/${GOOGLE_SANDBOX_SEED.accounts.owner}`,
      address: '118 Congress Ave, Austin, TX 78701',
    });

    const picked = await analysis.call(GoogleRequests.locationPick, { ...owner, name: CORNER_BEAN });
    expect(picked).toMatchObject({ status: 'connected', location: { name: CORNER_BEAN, title: 'Corner Bean Coffee' }, message: null });
    expect(picked.connectedAt).not.toBeNull();

    const imported = await waitFor('the location imported', async () => {
      const shown = await analysis.listing(owner);
      return shown.source === 'google-sandbox' ? shown : undefined;
    });
    expect(imported).toMatchObject({
      name: 'Corner Bean Coffee',
      address: '118 Congress Ave, Austin, TX 78701',
      phone: '(512) 555-0142',
      website: 'https://cornerbeancoffee.example',
      categories: ['Coffee shop', 'Cafe', 'Bakery'],
      isSample: false,
    });
    expect(imported.description).toContain('Congress Avenue');
    expect(imported.hours).toContainEqual({ day: 'monday', opens: '07:00', closes: '18:00' });
    expect(imported.hours).toContainEqual({ day: 'sunday', opens: '08:00', closes: '16:00' });
    expect(imported.checklist.find((task) => task.id === 'phone')?.done).toBe(true);
    expect(imported.score).toBeGreaterThan(sample.score);

    expect((await analysis.call(AnalysisRequests.onboardingGet, owner)).gmbConnected).toBe(true);
    expect((await analysis.googleConnection(owner)).sync.listing).toMatchObject({ state: 'idle', imported: 1, error: null });

    // The refresh token is stored sealed: the column is not the token, but opens to one Google granted.
    const sealed = await tokenColumn(owner);
    expect(sealed).toMatch(/^v1:[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(grantsHolding(openSealed(sealed ?? ''))).toBe(1);
  });

  it('refuses a location the Google account does not manage', async () => {
    const owner = await analysis.newOwner();
    await analysis.call(GoogleRequests.connect, await consent(owner, GOOGLE_SANDBOX_SEED.users.owner));
    const refused = await analysis.failure(analysis.call(GoogleRequests.locationPick, { ...owner, name: `locations/${GOOGLE_SANDBOX_SEED.locations.yoga}` }));
    expect(refused).toMatchObject({ code: 'NOT_FOUND', message: 'This location is not managed by the connected Google account.' });
    expect((await analysis.googleConnection(owner)).status).toBe('choosing_location');
  });

  it('sends a confirmed edit to Google with only the changed field, and shows what Google kept', async () => {
    const owner = await connectCornerBean();
    const before = sandboxLocation(GOOGLE_SANDBOX_SEED.locations.cornerBean);
    const current = await analysis.listing(owner);
    // The page sends the whole form: only the phone differs from what Google has.
    const updated = await analysis.call(AnalysisRequests.listingUpdate, {
      ...owner,
      update: { name: current.name, phone: '(512) 555-0199', website: current.website, hours: current.hours, categories: current.categories },
    });
    expect(updated).toMatchObject({ phone: '(512) 555-0199', source: 'google-sandbox' });
    const after = sandboxLocation(GOOGLE_SANDBOX_SEED.locations.cornerBean);
    expect(after?.fields.phoneNumbers?.primaryPhone).toBe('(512) 555-0199');
    expect({ ...after?.fields, phoneNumbers: undefined }).toEqual({ ...before?.fields, phoneNumbers: undefined });
    expect(sandbox.requests('mybusinessbusinessinformation.locations.patch').filter((entry) => entry.status === 200)).toHaveLength(1);

    const renamed = await analysis.call(AnalysisRequests.listingUpdate, { ...owner, update: { description: 'Small-batch roasts and fresh croissants on Congress Avenue.' } });
    expect(renamed.description).toBe('Small-batch roasts and fresh croissants on Congress Avenue.');
    expect(sandboxLocation(GOOGLE_SANDBOX_SEED.locations.cornerBean)?.fields.profile?.description).toBe('Small-batch roasts and fresh croissants on Congress Avenue.');
  });

  it('sends categories by their Google ids (looked up by name) and hours as Google periods', async () => {
    const owner = await connectCornerBean();
    const updated = await analysis.call(AnalysisRequests.listingUpdate, {
      ...owner,
      update: { categories: ['Coffee shop', 'Espresso bar'], hours: [{ day: 'monday', opens: '06:30', closes: '15:00' }] },
    });
    expect(updated).toMatchObject({ categories: ['Coffee shop', 'Espresso bar'], hours: [{ day: 'monday', opens: '06:30', closes: '15:00' }] });
    const fields = sandboxLocation(GOOGLE_SANDBOX_SEED.locations.cornerBean)?.fields;
    expect(fields?.categories).toMatchObject({ primaryCategory: { name: 'categories/gcid:coffee_shop' }, additionalCategories: [{ name: 'categories/gcid:espresso_bar' }] });
    expect(fields?.regularHours?.periods).toEqual([{ openDay: 'MONDAY', openTime: { hours: 6, minutes: 30 }, closeDay: 'MONDAY', closeTime: { hours: 15, minutes: 0 } }]);

    const unknown = await analysis.failure(analysis.call(AnalysisRequests.listingUpdate, { ...owner, update: { categories: ['Coffee shop', 'Moon base'] } }));
    expect(unknown).toMatchObject({ code: 'VALIDATION', details: [{ path: 'categories', message: 'Google has no category named "Moon base"' }] });
    const moved = await analysis.failure(analysis.call(AnalysisRequests.listingUpdate, { ...owner, update: { address: '1 Elsewhere St' } }));
    expect(moved).toMatchObject({ code: 'VALIDATION', details: [{ path: 'address' }] });
  });

  it("shows Google's refusal of a phone number on the phone field, and changes nothing", async () => {
    const owner = await connectCornerBean();
    const phoneBefore = sandboxLocation(GOOGLE_SANDBOX_SEED.locations.cornerBean)?.fields.phoneNumbers?.primaryPhone;
    // Our form accepts it; Google does not (more than 15 digits).
    const refused = await analysis.failure(analysis.call(AnalysisRequests.listingUpdate, { ...owner, update: { phone: '+1 512 555 0142 0000 0000' } }));
    expect(refused).toMatchObject({ code: 'VALIDATION', details: [{ path: 'phone', message: 'Phone number is not a valid phone number.' }] });
    expect(refused.message).toContain('phone number');
    expect(sandboxLocation(GOOGLE_SANDBOX_SEED.locations.cornerBean)?.fields.phoneNumbers?.primaryPhone).toBe(phoneBefore);
    expect((await analysis.listing(owner)).phone).toBe(phoneBefore);
  });

  it('refuses a consent without the Business Profile permission, and says why', async () => {
    const owner = await analysis.newOwner();
    // Sam: Maria's earlier grants would come back with include_granted_scopes, as at Google.
    const refused = await analysis.failure(analysis.call(GoogleRequests.connect, await consent(owner, GOOGLE_SANDBOX_SEED.users.noLocations, ['openid', 'email'])));
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toContain('Nearbly needs permission to manage your Business Profile');
    expect(await analysis.googleConnection(owner)).toMatchObject({ status: 'not_connected', message: refused.message });
    expect(await tokenColumn(owner)).toBeNull();
  });

  it('refuses an account that manages no location, and a code used twice', async () => {
    const owner = await analysis.newOwner();
    const refused = await analysis.failure(analysis.call(GoogleRequests.connect, await consent(owner, GOOGLE_SANDBOX_SEED.users.noLocations)));
    expect(refused).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('manages no Business Profile location') as unknown });
    expect((await analysis.googleConnection(owner)).status).toBe('not_connected');

    const other = await analysis.newOwner();
    const request = await consent(other, GOOGLE_SANDBOX_SEED.users.owner);
    await analysis.call(GoogleRequests.connect, request);
    expect(await analysis.failure(analysis.call(GoogleRequests.connect, request))).toMatchObject({ code: 'VALIDATION' });
  });

  it('disconnect revokes the token at Google, erases it, stops syncing and keeps the imported listing', async () => {
    const owner = await connectCornerBean();
    const token = openSealed((await tokenColumn(owner)) ?? '');
    expect(grantsHolding(token)).toBe(1);
    const disconnected = await analysis.call(GoogleRequests.disconnect, owner);
    expect(disconnected).toMatchObject({ status: 'not_connected', location: null, googleEmail: null });
    expect(grantsHolding(token)).toBe(0);
    expect(await tokenColumn(owner)).toBeNull();
    // Imported data stays; an edit now changes only Nearbly's copy.
    expect((await analysis.listing(owner)).name).toBe('Corner Bean Coffee');
    const patches = sandbox.requests('mybusinessbusinessinformation.locations.patch').length;
    await analysis.call(AnalysisRequests.listingUpdate, { ...owner, update: { phone: '(512) 555-0111' } });
    expect(sandbox.requests('mybusinessbusinessinformation.locations.patch')).toHaveLength(patches);
  });

  it('erases the connection and revokes the token when the account is deleted', async () => {
    const owner = await connectCornerBean();
    const token = openSealed((await tokenColumn(owner)) ?? '');
    await analysis.publish(analysis.event(UserDeleted, owner, owner), owner.userId);
    await waitFor('the connection erased', async () => ((await queryRows(analysis.databaseUrl, 'SELECT 1 FROM google_connections WHERE business_id = $1', [owner.businessId])).length === 0 ? true : undefined));
    expect(grantsHolding(token)).toBe(0);
  });

  it('fails a sync that was running when access is withdrawn, in the same write, and runs none again', async () => {
    // A connection still choosing its location: no job of this suite touches its syncs.
    const owner = await analysis.newOwner();
    await analysis.call(GoogleRequests.connect, await consent(owner, GOOGLE_SANDBOX_SEED.users.owner));
    const running = { state: 'running', lastSyncedAt: '2026-11-20T08:00:00.000Z', imported: 3, error: null };
    await queryRows(analysis.databaseUrl, 'UPDATE google_connections SET reviews_sync = $2::jsonb WHERE business_id = $1', [owner.businessId, JSON.stringify(running)]);
    const { GoogleAccess } = await import('../src/google/google-access');
    const access = analysis.service.app.get(GoogleAccess);

    await access.markRevoked(owner.businessId);
    const revoked = await analysis.googleConnection(owner);
    expect(revoked.status).toBe('revoked');
    expect(revoked.sync.reviews).toMatchObject({ state: 'failed', error: revoked.message, lastSyncedAt: running.lastSyncedAt, imported: running.imported });
    // Syncs that were not running are left as they were.
    expect(revoked.sync.listing).toMatchObject({ state: 'idle', error: null });

    // A job that began before the revocation does not mark its sync running again.
    await access.saveSync(owner.businessId, 'listing', { state: 'running', lastSyncedAt: null, imported: null, error: null });
    expect((await analysis.googleConnection(owner)).sync.listing.state).toBe('idle');
  });

  it('asks the owner to reconnect when the stored token was sealed under another key (GOOGLE_TOKEN_ENCRYPTION_KEY changed)', async () => {
    const owner = await connectCornerBean();
    await analysis.firstFiguresImported(owner);
    // The same token, as a deployment with another key would have sealed it: this one cannot open it.
    const token = openSealed((await tokenColumn(owner)) ?? '');
    const foreign = new AesGcmSecretBox('another-deployment-token-key-9876543210').seal(token);
    await queryRows(analysis.databaseUrl, 'UPDATE google_connections SET refresh_token = $2 WHERE business_id = $1', [owner.businessId, foreign]);

    const patches = sandbox.requests('mybusinessbusinessinformation.locations.patch').length;
    const saved = await analysis.call(AnalysisRequests.listingUpdate, { ...owner, update: { phone: '(512) 555-0177' } });
    // Nothing reaches Google; the edit is kept in Nearbly's copy and the owner is told to reconnect.
    expect(saved.phone).toBe('(512) 555-0177');
    expect(sandbox.requests('mybusinessbusinessinformation.locations.patch')).toHaveLength(patches);
    const revoked = await analysis.googleConnection(owner);
    expect(revoked).toMatchObject({ status: 'revoked', location: { name: CORNER_BEAN } });
    expect(revoked.message).toContain('Reconnect Google');
    expect(await analysis.failure(analysis.call(GoogleRequests.locationsList, owner))).toMatchObject({ code: 'CONFLICT' });

    // Reconnecting seals a new token under the current key, and Google is reached again.
    await analysis.call(GoogleRequests.connect, await consent(owner, GOOGLE_SANDBOX_SEED.users.owner));
    expect(await analysis.call(GoogleRequests.locationPick, { ...owner, name: CORNER_BEAN })).toMatchObject({ status: 'connected', message: null });
    expect(openSealed((await tokenColumn(owner)) ?? '')).not.toBe(token);
    expect((await analysis.call(GoogleRequests.locationsList, owner)).locations).toHaveLength(2);
  });

  // Last: revoking Maria's access at Google ends every grant she gave in this suite.
  it('marks the connection revoked, with a message, when Google withdraws access', async () => {
    const owner = await connectCornerBean();
    // The edit below, not the figures' first import, is what meets the revocation.
    await analysis.firstFiguresImported(owner);
    sandbox.control.revokeUser(GOOGLE_SANDBOX_SEED.users.owner);
    const refused = await analysis.failure(analysis.call(AnalysisRequests.listingUpdate, { ...owner, update: { phone: '(512) 555-0123' } }));
    expect(refused.code).toBe('CONFLICT');
    const revoked = await analysis.googleConnection(owner);
    expect(revoked).toMatchObject({ status: 'revoked', location: { name: CORNER_BEAN } });
    expect(revoked.message).toContain('Reconnect Google');
    // Syncs stop; the listing keeps what was imported and edits stay local until reconnected.
    expect((await analysis.listing(owner)).name).toBe('Corner Bean Coffee');
    expect(await analysis.failure(analysis.call(GoogleRequests.locationsList, owner))).toMatchObject({ code: 'CONFLICT' });

    // Reconnecting replaces the revoked token.
    await analysis.call(GoogleRequests.connect, await consent(owner, GOOGLE_SANDBOX_SEED.users.owner));
    const again = await analysis.call(GoogleRequests.locationPick, { ...owner, name: CORNER_BEAN_EAST });
    expect(again).toMatchObject({ status: 'connected', message: null, location: { title: 'Corner Bean Coffee East 6th' } });
  });
});
