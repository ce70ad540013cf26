import { generateKeyPair, SignJWT } from 'jose';
import type { OAuth2Client } from 'google-auth-library';
import { GoogleSandbox, SEED } from '../src';
import { PushReceiver } from './push-receiver';
import { connect, oauthClient } from './sdk';

describe('Google sandbox notifications and Pub/Sub pushes', () => {
  const receiver = new PushReceiver();
  const sandbox = new GoogleSandbox({ pushRetry: { delaysMs: [50, 50, 50] } });
  let owner: OAuth2Client;
  let endpoint = '';
  const settingUrl = () => `${sandbox.urls.api}v1/accounts/${SEED.accounts.owner}/notificationSetting`;
  const decode = (data: string) => JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, string>;

  beforeAll(async () => {
    endpoint = await receiver.start();
    await sandbox.start();
    sandbox.control.configurePush({ pushEndpoint: endpoint });
    owner = await connect(sandbox, SEED.users.owner);
  });
  afterAll(async () => {
    await sandbox.stop();
    await receiver.stop();
  });

  const subscribe = () =>
    owner.request({
      url: settingUrl(),
      method: 'PATCH',
      params: { updateMask: 'pubsubTopic,notificationTypes' },
      data: { name: `accounts/${SEED.accounts.owner}/notificationSetting`, pubsubTopic: sandbox.env().GOOGLE_PUBSUB_TOPIC, notificationTypes: ['NEW_REVIEW', 'UPDATED_REVIEW'] },
    });

  it('reads and updates the notification setting of the account', async () => {
    expect((await owner.request({ url: settingUrl() })).data).toEqual({ name: `accounts/${SEED.accounts.owner}/notificationSetting` });
    const updated = await subscribe();
    expect(updated.data).toEqual({ name: `accounts/${SEED.accounts.owner}/notificationSetting`, pubsubTopic: sandbox.env().GOOGLE_PUBSUB_TOPIC, notificationTypes: ['NEW_REVIEW', 'UPDATED_REVIEW'] });
    expect((await owner.request({ url: settingUrl() })).data).toEqual(updated.data);
  });

  it('refuses a topic Google could not publish to', async () => {
    const refused = owner.request({ url: settingUrl(), method: 'PATCH', params: { updateMask: 'pubsubTopic' }, data: { pubsubTopic: 'projects/other/topics/nope' } });
    await expect(refused).rejects.toMatchObject({ response: { status: 400 } });
  });

  it("pushes a new review as Pub/Sub does, with an OIDC token that verifies against the sandbox's certs", async () => {
    await subscribe();
    const before = receiver.received.length;
    const added = await sandbox.control.addReview(SEED.locations.cornerBean, { reviewer: 'Jamie Customer', starRating: 5, comment: 'Great flat white' });
    expect(added.notification).toMatchObject({ published: true, delivered: true, status: 204 });
    await receiver.waitFor(before + 1);
    const push = receiver.received[before]!;
    expect(push.body.subscription).toBe('projects/nearbly-sandbox/subscriptions/business-profile-push');
    expect(push.body.message.messageId).toBe(added.notification.messageId);
    expect(decode(push.body.message.data)).toEqual({
      type: 'NEW_REVIEW',
      locationName: `accounts/${SEED.accounts.owner}/locations/${SEED.locations.cornerBean}`,
      reviewName: added.review.name,
    });

    const verifier = oauthClient(sandbox);
    const idToken = push.authorization.replace(/^Bearer /, '');
    const ticket = await verifier.verifyIdToken({ idToken, audience: endpoint });
    expect(ticket.getPayload()).toMatchObject({ iss: 'https://accounts.google.com', aud: endpoint, email: sandbox.env().GOOGLE_PUBSUB_SERVICE_ACCOUNT, email_verified: true });
    await expect(verifier.verifyIdToken({ idToken, audience: 'https://some-other-app.example/push' })).rejects.toThrow(/Wrong recipient/);

    // The review the push names is there through the API.
    const got = await owner.request<{ comment: string; starRating: string }>({ url: `${sandbox.urls.api}v4/${added.review.name}` });
    expect(got.data).toMatchObject({ comment: 'Great flat white', starRating: 'FIVE' });
  });

  it('refuses a forged token that claims the same key id', async () => {
    const { kid } = sandbox.signingKey;
    const forgerKey = (await generateKeyPair('RS256')).privateKey;
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ aud: endpoint, email: sandbox.env().GOOGLE_PUBSUB_SERVICE_ACCOUNT, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(forgerKey);
    await expect(oauthClient(sandbox).verifyIdToken({ idToken: forged, audience: endpoint })).rejects.toThrow(/Invalid token signature/);
  });

  it('pushes UPDATED_REVIEW when the customer edits the review, and retries until acknowledged', async () => {
    await subscribe();
    const added = await sandbox.control.addReview(SEED.locations.cornerBean, { reviewer: 'Pat', starRating: 2, comment: 'Slow service' });
    const before = receiver.received.length;
    receiver.answers = [500, 503];
    const changed = await sandbox.control.changeReview(SEED.locations.cornerBean, added.review.reviewId, { starRating: 4, comment: 'Better today' });
    expect(changed.notification).toMatchObject({ published: true, delivered: false, status: 500 });
    await receiver.waitFor(before + 3);
    const pushes = receiver.received.slice(before);
    expect(pushes.map((push) => push.body.message.messageId)).toEqual([changed.notification.messageId, changed.notification.messageId, changed.notification.messageId]);
    expect(decode(pushes[0]!.body.message.data)).toMatchObject({ type: 'UPDATED_REVIEW', reviewName: added.review.name });
    // the receiver has the third push before the sandbox has its answer
    const deliveryOf = () => sandbox.control.pushes().find((candidate) => candidate.messageId === changed.notification.messageId);
    for (let tries = 0; tries < 50 && !deliveryOf()?.delivered; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const delivery = deliveryOf();
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([500, 503, 204]);
    expect(delivery?.delivered).toBe(true);
  });

  it('redelivers a message on demand, with the same message id (at-least-once delivery)', async () => {
    await subscribe();
    const added = await sandbox.control.addReview(SEED.locations.cornerBeanEast, { starRating: 'THREE' });
    const before = receiver.received.length;
    const attempts = await sandbox.control.redeliver(added.notification.messageId ?? '', 5);
    expect(attempts.map((attempt) => attempt.status)).toEqual([204, 204, 204, 204, 204]);
    expect(new Set(receiver.received.slice(before).map((push) => push.body.message.messageId))).toEqual(new Set([added.notification.messageId]));
  });

  it('publishes nothing for an account without a notification setting', async () => {
    const before = receiver.received.length;
    const added = await sandbox.control.addReview(SEED.locations.yoga, { reviewer: 'Lee', starRating: 5 });
    expect(added.notification.published).toBe(false);
    expect(receiver.received.length).toBe(before);
  });
});
