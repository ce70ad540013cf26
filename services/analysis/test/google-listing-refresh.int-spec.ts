import { mybusinessbusinessinformation } from '@googleapis/mybusinessbusinessinformation';
import { OAuth2Client } from 'google-auth-library';
import {
  GOOGLE_BUSINESS_SCOPE,
  GoogleRequests,
  VisibilityRequests,
} from '@app/contracts';
import { GOOGLE_SANDBOX_SEED, GoogleSandbox, waitFor } from '@app/test-support';
import { startAnalysis, type TAnalysisHarness, type TOwner } from './analysis-harness';

const REDIRECT_URI = 'http://127.0.0.1:3000/api/google/connect/callback';
const EAST = `locations/${GOOGLE_SANDBOX_SEED.locations.cornerBeanEast}`;

// The periodic refresh of a connected location (every second here): a change the owner makes on
// Google reaches the GMB page without reconnecting, and access withdrawn at Google is noticed.
describe('Google listing refresh', () => {
  const sandbox = new GoogleSandbox();
  let analysis: TAnalysisHarness;
  // Requests of analysis's other contexts, by topic until their contracts exist (issue 18).

  beforeAll(async () => {
    await sandbox.start();
    analysis = await startAnalysis('google_refresh', { ...sandbox.env(), GOOGLE_LISTING_REFRESH_INTERVAL_MS: '1000' });
  });

  afterAll(async () => {
    await analysis?.stop();
    await sandbox.stop();
  });

  // Maria's consent, as the BFF's callback hands it over; `client` keeps the tokens for the test.
  const consent = async (owner: TOwner | undefined) => {
    // Node's own fetch: gaxios's dynamic import of node-fetch cannot run under Jest.
    const client = new OAuth2Client({
      clientId: sandbox.clientId,
      clientSecret: sandbox.clientSecret,
      redirectUri: REDIRECT_URI,
      endpoints: sandbox.oauthEndpoints,
      transporterOptions: { fetchImplementation: fetch },
    });
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
    const url = client.generateAuthUrl({ access_type: 'offline', prompt: 'consent', scope: [GOOGLE_BUSINESS_SCOPE], code_challenge: codeChallenge, code_challenge_method: 'S256' as never });
    const code = new URL(await sandbox.consent(url, { email: GOOGLE_SANDBOX_SEED.users.owner })).searchParams.get('code') ?? '';
    if (owner) return { request: { ...owner, code, codeVerifier: codeVerifier ?? '', redirectUri: REDIRECT_URI }, client };
    client.setCredentials((await client.getToken({ code, codeVerifier: codeVerifier ?? '' })).tokens);
    return { request: undefined, client };
  };

  it('imports again what the owner changed on Google, and marks the connection revoked when Google withdraws access', async () => {
    const owner = await analysis.newOwner();
    const { request } = await consent(owner);
    await analysis.call(GoogleRequests.connect, request!);
    await analysis.call(GoogleRequests.locationPick, { ...owner, name: EAST });
    await waitFor('the location imported', async () => ((await analysis.listing(owner)).name === 'Corner Bean Coffee East 6th' ? true : undefined));
    // The location's own point (not Austin's centre) becomes the centre of its geo-grid scans.
    expect((await analysis.call(VisibilityRequests.config, owner)).center).toEqual({ lat: 30.2649, lng: -97.7301 });

    // Maria renames the shop on Google herself (another app of hers, through the same API).
    const { client: maria } = await consent(undefined);
    await mybusinessbusinessinformation({ version: 'v1', auth: maria, rootUrl: sandbox.urls.api }).locations.patch({
      name: EAST,
      updateMask: 'title',
      requestBody: { title: 'Corner Bean East' },
    });
    const refreshed = await waitFor('the rename imported', async () => {
      const listing = await analysis.listing(owner);
      return listing.name === 'Corner Bean East' ? listing : undefined;
    });
    expect(refreshed.source).toBe('google-sandbox');

    // The listing's refresh, not the figures' first import, is what meets the revocation.
    await analysis.firstFiguresImported(owner);
    sandbox.control.revokeUser(GOOGLE_SANDBOX_SEED.users.owner);
    sandbox.control.expireAccessTokens();
    const revoked = await waitFor('the connection marked revoked', async () => {
      const connection = await analysis.googleConnection(owner);
      return connection.status === 'revoked' ? connection : undefined;
    });
    expect(revoked.message).toContain('Reconnect Google');
    expect(revoked.sync.listing).toMatchObject({ state: 'failed', error: revoked.message });
    // What was imported stays on the GMB page.
    expect((await analysis.listing(owner)).name).toBe('Corner Bean East');
  });
});
