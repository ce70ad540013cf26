import { mybusinessaccountmanagement } from '@googleapis/mybusinessaccountmanagement';
import { mybusinessbusinessinformation } from '@googleapis/mybusinessbusinessinformation';
import type { GaxiosError } from 'gaxios';
import type { OAuth2Client } from 'google-auth-library';
import { GoogleSandbox, SEED } from '../src';
import { connect } from './sdk';

type TReviewsPage = { reviews?: { name: string; starRating: string; reviewReply?: { comment: string } }[]; nextPageToken?: string; averageRating: number; totalReviewCount: number };

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return (error as GaxiosError).response;
  }
  throw new Error('expected the call to fail');
};

describe('Google sandbox Business Profile APIs through the official clients', () => {
  const sandbox = new GoogleSandbox();
  let owner: OAuth2Client;
  const api = () => sandbox.urls.api;
  const accounts = (auth: OAuth2Client) => mybusinessaccountmanagement({ version: 'v1', auth, rootUrl: api() });
  const info = (auth: OAuth2Client) => mybusinessbusinessinformation({ version: 'v1', auth, rootUrl: api() });
  const reviewsUrl = `v4/accounts/${SEED.accounts.owner}/locations/${SEED.locations.cornerBean}/reviews`;

  beforeAll(async () => {
    await sandbox.start();
    owner = await connect(sandbox, SEED.users.owner);
  });
  afterAll(() => sandbox.stop());

  it("lists the owner's account, and another user's accounts page by page", async () => {
    const mine = await accounts(owner).accounts.list({});
    expect(mine.data.accounts).toEqual([expect.objectContaining({ name: `accounts/${SEED.accounts.owner}`, accountName: 'Maria Lopez', type: 'PERSONAL' })]);

    const agency = accounts(await connect(sandbox, SEED.users.agency));
    const first = await agency.accounts.list({ pageSize: 2 });
    expect(first.data.accounts).toHaveLength(2);
    const second = await agency.accounts.list({ pageSize: 2, pageToken: first.data.nextPageToken ?? '' });
    expect(second.data.accounts?.map((account) => account.accountName)).toEqual(['Fix-It Bikes']);
    expect(second.data.nextPageToken).toBeUndefined();
  });

  it('lists the locations of the account with only the fields of the read mask', async () => {
    const listed = await info(owner).accounts.locations.list({ parent: `accounts/${SEED.accounts.owner}`, readMask: 'name,title,phoneNumbers,storefrontAddress', pageSize: 1 });
    expect(listed.data.totalSize).toBe(2);
    expect(listed.data.locations).toEqual([
      {
        name: `locations/${SEED.locations.cornerBean}`,
        title: 'Corner Bean Coffee',
        phoneNumbers: { primaryPhone: '(512) 555-0142' },
        storefrontAddress: expect.objectContaining({ addressLines: ['118 Congress Ave'], locality: 'Austin', administrativeArea: 'TX', postalCode: '78701' }),
      },
    ]);
    const next = await info(owner).accounts.locations.list({ parent: `accounts/${SEED.accounts.owner}`, readMask: 'name,title,phoneNumbers,storefrontAddress', pageSize: 1, pageToken: listed.data.nextPageToken ?? '' });
    expect(next.data.locations?.[0]?.title).toBe('Corner Bean Coffee East 6th');
  });

  it('refuses a location list without a read mask, as Google does', async () => {
    const refused = await failure(info(owner).accounts.locations.list({ parent: `accounts/${SEED.accounts.owner}` }));
    expect(refused?.status).toBe(400);
    expect(refused?.data).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT', details: [{ fieldViolations: [{ field: 'read_mask' }] }] } });
  });

  it('finds no location for a Google account that manages none', async () => {
    const sam = await connect(sandbox, SEED.users.noLocations);
    const [account] = (await accounts(sam).accounts.list({})).data.accounts ?? [];
    const listed = await info(sam).accounts.locations.list({ parent: account?.name ?? '', readMask: 'name,title' });
    expect(listed.data.locations).toBeUndefined();
    expect(listed.data.totalSize).toBeUndefined();
    // and cannot read the coffee shop
    expect((await failure(info(sam).locations.get({ name: `locations/${SEED.locations.cornerBean}`, readMask: 'title' })))?.status).toBe(403);
  });

  it('gets a location with its hours, categories and description', async () => {
    const got = await info(owner).locations.get({ name: `locations/${SEED.locations.cornerBean}`, readMask: 'title,regularHours,categories,profile,websiteUri,metadata' });
    expect(got.data.regularHours?.periods).toHaveLength(7);
    expect(got.data.regularHours?.periods?.[0]).toEqual({ openDay: 'MONDAY', openTime: { hours: 7 }, closeDay: 'MONDAY', closeTime: { hours: 18 } });
    expect(got.data.categories?.primaryCategory).toEqual({ name: 'categories/gcid:coffee_shop', displayName: 'Coffee shop' });
    expect(got.data.profile?.description).toContain('Congress Avenue');
    expect(got.data.websiteUri).toBe('https://cornerbeancoffee.example');
    expect(got.data.metadata?.newReviewUri).toContain('/_sandbox/');
  });

  it('updates the masked fields of a location, and refuses a bad phone and website with field violations', async () => {
    const name = `locations/${SEED.locations.cornerBeanEast}`;
    const refused = await failure(
      info(owner).locations.patch({ name, updateMask: 'phoneNumbers.primaryPhone,websiteUri', requestBody: { phoneNumbers: { primaryPhone: 'call us!' }, websiteUri: 'not a url' } }),
    );
    expect(refused?.status).toBe(400);
    const error = (refused?.data as { error: { status: string; details: Record<string, unknown>[] } }).error;
    expect(error.status).toBe('INVALID_ARGUMENT');
    expect(error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'INVALID_PHONE_NUMBER', metadata: expect.objectContaining({ field_mask: 'phone_numbers.primary_phone' }) }),
        expect.objectContaining({ reason: 'INVALID_URL' }),
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [expect.objectContaining({ field: 'phone_numbers.primary_phone' }), expect.objectContaining({ field: 'website_uri' })],
        },
      ]),
    );
    const unchanged = await info(owner).locations.get({ name, readMask: 'phoneNumbers,websiteUri' });
    expect(unchanged.data).toEqual({ phoneNumbers: { primaryPhone: '(512) 555-0178' }, websiteUri: 'https://cornerbeancoffee.example/east' });

    const patched = await info(owner).locations.patch({ name, updateMask: 'phoneNumbers.primaryPhone,websiteUri', requestBody: { phoneNumbers: { primaryPhone: '+1 512-555-0199' } } });
    expect(patched.data.phoneNumbers?.primaryPhone).toBe('+1 512-555-0199');
    // a masked field missing from the body is cleared
    const after = await info(owner).locations.get({ name, readMask: 'title,phoneNumbers,websiteUri' });
    expect(after.data).toEqual({ title: 'Corner Bean Coffee East 6th', phoneNumbers: { primaryPhone: '+1 512-555-0199' } });
  });

  it('pages through every review, 50 at most a page, with the average and the count', async () => {
    const seen: TReviewsPage['reviews'] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await owner.request<TReviewsPage>({ url: `${api()}${reviewsUrl}`, params: { pageSize: 50, ...(pageToken ? { pageToken } : {}) } });
      seen.push(...(page.data.reviews ?? []));
      expect(page.data.totalReviewCount).toBe(64);
      expect(page.data.averageRating).toBeGreaterThan(4);
      pageToken = page.data.nextPageToken;
      pages += 1;
    } while (pageToken);
    expect(pages).toBe(2);
    expect(new Set(seen.map((review) => review.name)).size).toBe(64);
    expect(seen.some((review) => review.reviewReply)).toBe(true);
    expect(seen.some((review) => !review.reviewReply)).toBe(true);
    expect(new Set(seen.map((review) => review.starRating))).toEqual(new Set(['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE']));
    const tooBig = await failure(owner.request({ url: `${api()}${reviewsUrl}`, params: { pageSize: 51 } }));
    expect(tooBig?.status).toBe(400);
  });

  it('publishes a reply and deletes it', async () => {
    const page = await owner.request<TReviewsPage>({ url: `${api()}${reviewsUrl}`, params: { pageSize: 3 } });
    const unanswered = page.data.reviews?.find((review) => !review.reviewReply);
    expect(unanswered).toBeDefined();
    const replyUrl = `${api()}v4/${unanswered?.name}/reply`;
    const put = await owner.request<{ comment: string; updateTime: string }>({ url: replyUrl, method: 'PUT', data: { comment: 'Thank you, see you soon!' } });
    expect(put.data.comment).toBe('Thank you, see you soon!');
    const got = await owner.request<{ reviewReply?: { comment: string } }>({ url: `${api()}v4/${unanswered?.name}` });
    expect(got.data.reviewReply?.comment).toBe('Thank you, see you soon!');
    await owner.request({ url: replyUrl, method: 'DELETE' });
    const after = await owner.request<{ reviewReply?: unknown }>({ url: `${api()}v4/${unanswered?.name}` });
    expect(after.data.reviewReply).toBeUndefined();
    const empty = await failure(owner.request({ url: replyUrl, method: 'PUT', data: { comment: '' } }));
    expect(empty?.status).toBe(400);
  });

  it("answers 403 with Google's body to a token without the Business Profile scope", async () => {
    const signedInOnly = await connect(sandbox, SEED.users.owner, ['openid', 'email']);
    const refused = await failure(accounts(signedInOnly).accounts.list({}));
    expect(refused?.status).toBe(403);
    expect(refused?.data).toMatchObject({ error: { status: 'PERMISSION_DENIED', message: 'Request had insufficient authentication scopes.', details: [{ reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' }] } });
    expect(refused?.headers.get('www-authenticate')).toContain('insufficient_scope');
  });
});
