import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mybusinessaccountmanagement } from '@googleapis/mybusinessaccountmanagement';
import type { OAuth2Client } from 'google-auth-library';
import { GoogleSandbox, SEED, type TSandboxState } from '../src';
import { StateFile } from '../src/run/state-file';
import { connect, oauthClient } from './sdk';

const status = async (promise: Promise<unknown>): Promise<number | undefined> => {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { response?: { status: number } }).response?.status;
  }
};

describe('Google sandbox controls', () => {
  const sandbox = new GoogleSandbox();
  let owner: OAuth2Client;
  const control = (method: string, path: string, body?: unknown) =>
    fetch(`${sandbox.origin}/_sandbox${path}`, { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  // gaxios retries 429 and 5xx of idempotent calls by itself: these clients do not, to see each answer.
  const accounts = () => mybusinessaccountmanagement({ version: 'v1', auth: owner, rootUrl: sandbox.urls.api, retry: false });

  beforeAll(() => sandbox.start());
  beforeEach(async () => {
    sandbox.control.reset();
    owner = await connect(sandbox, SEED.users.owner);
  });
  afterAll(() => sandbox.stop());

  it('serves a control page labelled "Google sandbox"', async () => {
    const page = await fetch(`${sandbox.origin}/`);
    expect(page.url).toBe(`${sandbox.origin}/_sandbox/`);
    const text = await page.text();
    expect(text).toContain('<strong>Google sandbox</strong>');
    expect(text).toContain('Corner Bean Coffee');
    expect(text).toContain('Add a review as a customer');
  });

  it('answers the next N calls of an operation with the injected status, then normally', async () => {
    const added = await control('POST', '/faults', { operation: 'mybusinessaccountmanagement.accounts.list', status: 429, times: 2 });
    expect(added.status).toBe(201);
    expect(await status(accounts().accounts.list({}))).toBe(429);
    expect(await status(accounts().accounts.list({}))).toBe(429);
    expect(await status(accounts().accounts.list({}))).toBe(200);

    await control('POST', '/faults', { operation: 'mybusinessaccountmanagement.*', status: 500 });
    const failed = await accounts()
      .accounts.list({})
      .catch((error: { response: { data: unknown } }) => error.response.data);
    expect(failed).toEqual({ error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } });

    await control('POST', '/faults', { operation: '*', status: 401 });
    expect(await status(accounts().accounts.list({}))).toBe(401);
    expect(sandbox.requests('mybusinessaccountmanagement.accounts.list').map((entry) => entry.status)).toEqual([429, 429, 200, 500, 401]);
  });

  it('lets the official client retry a 429 by itself (the default retry of googleapis-common)', async () => {
    await control('POST', '/faults', { operation: 'mybusinessaccountmanagement.accounts.list', status: 429, times: 1 });
    const listed = await mybusinessaccountmanagement({ version: 'v1', auth: owner, rootUrl: sandbox.urls.api }).accounts.list({});
    expect(listed.status).toBe(200);
    expect(sandbox.requests('mybusinessaccountmanagement.accounts.list').map((entry) => entry.status)).toEqual([429, 200]);
  });

  it('hangs a call for the given time', async () => {
    // Outcomes, not wall-time bounds: a client that waits less than the hang gets no answer, and
    // the next call (the fault is used up) answers within a deadline a hang would overrun by 2 s.
    await control('POST', '/faults', { operation: 'mybusinessaccountmanagement.accounts.list', hangMs: 5_000 });
    expect(await status(accounts().accounts.list({}, { timeout: 300 }))).toBeUndefined();
    expect(await status(accounts().accounts.list({}, { timeout: 3_000 }))).toBe(200);
  });

  it('refuses a fault it cannot apply, with a clear message', async () => {
    const refused = await control('POST', '/faults', { operation: 'mybusiness.accounts.locations.reviews.list', status: 418 });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain('status');
  });

  it('revokes a user\'s access: the API answers 401 and the refresh token is refused', async () => {
    const revoked = await control('POST', `/users/${encodeURIComponent(SEED.users.owner)}/revoke`);
    expect(await revoked.json()).toEqual({ revokedGrants: 1 });
    expect(await status(accounts().accounts.list({}))).toBe(401);
    await expect(owner.refreshAccessToken()).rejects.toMatchObject({ response: { status: 400, data: { error: 'invalid_grant' } } });
  });

  it('expires access tokens: a client that refreshes on failure recovers with its refresh token', async () => {
    await control('POST', '/tokens/expire');
    const stale = await status(accounts().accounts.list({}));
    expect(stale).toBe(401);
    const recovering = oauthClient(sandbox);
    recovering.setCredentials({ refresh_token: owner.credentials.refresh_token, access_token: owner.credentials.access_token });
    const listed = await mybusinessaccountmanagement({ version: 'v1', auth: recovering, rootUrl: sandbox.urls.api }).accounts.list({});
    expect(listed.data.accounts).toHaveLength(1);
  });

  it('adds a review, edits and deletes the reply "on Google", and resets to the seed', async () => {
    const added = await control('POST', `/locations/${SEED.locations.cornerBean}/reviews`, { reviewer: 'Robin', starRating: 1, comment: 'Cold coffee' });
    expect(added.status).toBe(201);
    const { review } = (await added.json()) as { review: { reviewId: string; name: string } };
    const reviewUrl = `${sandbox.urls.api}v4/${review.name}`;
    expect((await owner.request<{ starRating: string }>({ url: reviewUrl })).data.starRating).toBe('ONE');

    await control('PUT', `/locations/${SEED.locations.cornerBean}/reviews/${review.reviewId}/reply`, { comment: 'Sorry Robin, next one is on us.' });
    expect((await owner.request<{ reviewReply: { comment: string } }>({ url: reviewUrl })).data.reviewReply.comment).toBe('Sorry Robin, next one is on us.');
    await control('DELETE', `/locations/${SEED.locations.cornerBean}/reviews/${review.reviewId}/reply`);
    expect((await owner.request<{ reviewReply?: unknown }>({ url: reviewUrl })).data.reviewReply).toBeUndefined();

    const badReview = await control('POST', `/locations/${SEED.locations.cornerBean}/reviews`, { starRating: 9 });
    expect(badReview.status).toBe(400);
    expect(((await control('POST', '/locations/nope/reviews', { starRating: 5 })).status)).toBe(404);

    await control('POST', '/reset');
    expect(await status(owner.request({ url: reviewUrl }))).toBe(401); // grants went with the reset
    const again = await connect(sandbox, SEED.users.owner);
    expect(await status(again.request({ url: reviewUrl }))).toBe(404);
  });

  it('keeps its state and key in files between runs, so a stored refresh token still works', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'google-sandbox-'));
    try {
      const files = new StateFile(dir);
      let latest: TSandboxState | undefined;
      const first = await new GoogleSandbox({ onStateChange: (state) => (latest = state) }).start();
      files.saveSigningKey(first.signingKey);
      const client = await connect(first, SEED.users.owner);
      const { review } = await first.control.addReview(SEED.locations.cornerBean, { reviewer: 'Kept', starRating: 4 });
      files.flush(latest!);
      const { kid } = first.signingKey;
      await first.stop();

      const second = await new GoogleSandbox({ state: files.state(), signingKey: files.signingKey() }).start();
      try {
        expect(second.signingKey.kid).toBe(kid);
        const again = oauthClient(second);
        again.setCredentials({ refresh_token: client.credentials.refresh_token });
        const got = await again.request<{ reviewer: { displayName: string } }>({ url: `${second.urls.api}v4/${review.name}` });
        expect(got.data.reviewer.displayName).toBe('Kept');
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
