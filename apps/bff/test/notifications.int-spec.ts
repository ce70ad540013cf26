import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { eventOf, ReviewReceived, WeeklyPlanReady, type TAlertsView, type TWeeklyPlan } from '@app/contracts';
import { ApiUser, LoopbackSmtpServer, queryRows, readJson, systemForSuite, testDatabaseUrl, waitFor, type TReceivedMail } from '@app/test-support';

// Issue 21 through the whole system: a review reaches analysis, which raises the alert (in-app
// list through the BFF) and announces it; auth emails it through its queue to a real SMTP server
// on loopback when the New Reviews switch is on, with a signed one-click unsubscribe link that
// works without signing in and cannot be forged.
describe('notifications over the running system', () => {
  const prefix = 'nearbly_test_bff_notifications';
  const authDb = testDatabaseUrl('auth', prefix);
  const smtp = new LoopbackSmtpServer();
  // Links in the mails use auth's PUBLIC_URL; the test follows them against the running BFF.
  const publicUrl = 'http://nearbly.test';
  const system = systemForSuite(() => ({ databasePrefix: prefix, serviceEnv: { auth: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, MAIL_BACKOFF_MS: '100' } } }), [smtp]);
  let producer: Producer;

  beforeAll(async () => {
    producer = new Kafka({ clientId: 'notifications-test', brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logLevel: logLevel.NOTHING }).producer();
    await producer.connect();
  });

  afterAll(async () => {
    await producer?.disconnect();
  });

  const newOwner = async (businessName: string) => {
    const owner = new ApiUser(system.baseUrl);
    const { user } = await owner.signUp({ businessName });
    const me = await readJson(await owner.request('GET', '/api/auth/me'));
    await waitFor('the business in analysis', async () => ((await owner.request('GET', '/api/notifications')).status === 200 ? true : undefined));
    return { owner, email: user.email, businessId: me.business.id as string, userId: me.user.id as string };
  };

  // A review as an import publishes it (reviews.review.received), written an hour ago.
  const review = async (businessId: string, rating: number, reviewerName: string, reviewText: string) => {
    const event = eventOf(
      ReviewReceived,
      { businessId, externalId: `g-${randomUUID()}`, platform: 'Google' as const, reviewerName, rating, reviewText, reviewDate: new Date(Date.now() - 3_600_000).toISOString() },
      { actor: { businessId } },
    );
    await producer.send({ topic: ReviewReceived.topic, messages: [{ key: businessId, value: JSON.stringify(event) }] });
    return event;
  };
  const alertsOf = async (owner: ApiUser): Promise<TAlertsView> => readJson(await owner.request('GET', '/api/notifications'));
  const alertTitled = (owner: ApiUser, title: string) => waitFor(`the alert "${title}"`, async () => (await alertsOf(owner)).items.find((item) => item.title === title));
  const mailTitled = (email: string, subject: string) => waitFor(`the mail "${subject}"`, () => Promise.resolve(smtp.mailTo(email).find((mail: TReceivedMail) => mail.subject === subject)));
  const unsubscribeLinkIn = (mail: TReceivedMail): string => {
    const link = /http:\/\/nearbly\.test(\/api\/notifications\/unsubscribe\?token=[A-Za-z0-9_.%-]+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`No unsubscribe link in: ${mail.text}`);
    return link;
  };

  it('refuses the list and marking read without a session', async () => {
    const anonymous = new ApiUser(system.baseUrl);
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['POST', `/api/notifications/${randomUUID()}/read`],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      const response = await anonymous.request(method, path);
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
    }
  });

  it('lists a new low review as an unread alert; marks it read; another business gets 404', async () => {
    const { owner, businessId } = await newOwner('Bell Cafe');
    expect(await alertsOf(owner)).toEqual({ unread: 0, items: [] });
    await review(businessId, 2, 'Robin T.', 'The milk was sour.');
    const alert = await alertTitled(owner, 'New 2-star review from Robin T.');
    expect(alert).toMatchObject({ kind: 'review', link: '/reviews?status=pending', read: false });
    expect(alert.body).toContain('"The milk was sour."');
    expect((await alertsOf(owner)).unread).toBe(1);

    const { owner: other } = await newOwner('Other Bell Cafe');
    const stolen = await other.request('POST', `/api/notifications/${alert.id}/read`);
    expect(stolen.status).toBe(404);
    expect(await readJson(stolen)).toEqual({ error: 'That notification was not found.' });
    expect((await owner.request('POST', '/api/notifications/not-an-id/read')).status).toBe(404);

    const read = await owner.request('POST', `/api/notifications/${alert.id}/read`);
    expect(read.status).toBe(200);
    expect(await readJson(read)).toMatchObject({ id: alert.id, read: true });
    expect((await alertsOf(owner)).unread).toBe(0);
    const all = await owner.request('POST', '/api/notifications/read-all');
    expect(all.status).toBe(200);
    expect((await readJson(all)).unread).toBe(0);
  });

  it('emails the alert once with its links and List-Unsubscribe headers; the link turns New Reviews off without signing in; switched off means no email', async () => {
    const { owner, email, businessId } = await newOwner('Mail Bell Bakery');
    const first = await review(businessId, 1, 'Kim L.', 'Rude staff.');
    const mail = await mailTitled(email, 'New 1-star review from Kim L.');
    expect(mail.text).toContain('"Rude staff."');
    expect(mail.text).toContain(`${publicUrl}/reviews?status=pending`);
    expect(mail.html).toContain(`href="${publicUrl}/reviews?status=pending"`);
    expect(mail.text).toContain('"New Reviews" is on in your Nearbly settings');
    const link = unsubscribeLinkIn(mail);
    expect(mail.headers['list-unsubscribe']).toBe(`<${publicUrl}${link}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The same review redelivered, then another one: its mail comes after, and the first alert
    // was still mailed once (events of a business are handled in order).
    await producer.send({ topic: ReviewReceived.topic, messages: [{ key: businessId, value: JSON.stringify(first) }] });
    await review(businessId, 3, 'Lee M.', 'Slow.');
    await mailTitled(email, 'New 3-star review from Lee M.');
    expect(smtp.mailTo(email).filter((item) => item.subject === 'New 1-star review from Kim L.')).toHaveLength(1);

    // A forged or altered token: 400 with { error }, nothing changes.
    const [path = '', token = ''] = link.split('?token=');
    const [body = '', signature = ''] = decodeURIComponent(token).split('.');
    const forgedBody = Buffer.from(Buffer.from(body, 'base64url').toString().replace('newReviews', 'rankingAlerts')).toString('base64url');
    const anonymous = new ApiUser(system.baseUrl);
    for (const bad of [`${forgedBody}.${signature}`, `${body}.${signature.slice(1)}x`, 'not-a-token', '']) {
      const refused = await anonymous.request('POST', `${path}?token=${encodeURIComponent(bad)}`);
      expect({ bad, status: refused.status }).toEqual({ bad, status: 400 });
      expect(await readJson(refused)).toEqual({ error: 'This unsubscribe link is not valid. Change your email settings in Settings instead.' });
    }
    expect((await anonymous.request('POST', '/api/notifications/unsubscribe')).status).toBe(400);

    // GET shows what it would do and changes nothing (mail scanners open links).
    const confirm = await anonymous.request('GET', link);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get('content-type')).toMatch(/text\/html/);
    expect(await confirm.text()).toContain('Stop New Reviews emails?');
    const preferences = async () => (await readJson(await owner.request('GET', '/api/auth/notification-preferences'))).preferences;
    expect((await preferences()).newReviews).toBe(true);

    // The mail client's one-click POST (RFC 8058), without any session.
    const done = await anonymous.request('POST', link, undefined, { 'content-type': 'application/x-www-form-urlencoded', accept: '*/*' });
    expect(done.status).toBe(200);
    expect(await readJson(done)).toEqual({ preference: 'newReviews', label: 'New Reviews', unsubscribed: true });
    expect(await preferences()).toMatchObject({ newReviews: false, rankingAlerts: true });

    // Switched off: the next alert is in-app only; auth records it as not mailed.
    await review(businessId, 1, 'Max N.', 'Never again.');
    const quiet = await alertTitled(owner, 'New 1-star review from Max N.');
    const delivery = await waitFor('the decision on the quiet alert', async () => (await queryRows<{ status: string }>(authDb, 'SELECT status FROM alert_deliveries WHERE alert_id = $1', [quiet.id]))[0]);
    expect(delivery.status).toBe('switched-off');
    expect(smtp.mailTo(email).some((item) => item.subject === 'New 1-star review from Max N.')).toBe(false);
  });
  // Issue 21 (docs/product.md §11): the weekly plan on the dashboard, and its Monday email.
  it('serves this week’s plan and marks an action done; refuses a bad body, an unknown action and no session', async () => {
    const { owner } = await newOwner('Plan Street Cafe');
    const plan = await (readJson(await owner.request('GET', '/api/dashboard/weekly-plan')) as Promise<TWeeklyPlan>);
    expect(plan.weekOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${plan.weekOf}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(plan.actions.length).toBeGreaterThan(0);
    expect(plan.actions.length).toBeLessThanOrEqual(3);
    const first = plan.actions[0];
    const marked = await owner.request('PATCH', `/api/dashboard/weekly-plan/actions/${first?.id ?? ''}`, { done: true });
    expect(marked.status).toBe(200);
    expect((await (readJson(marked) as Promise<TWeeklyPlan>)).actions[0]).toMatchObject({ id: first?.id, done: true });
    expect((await (readJson(await owner.request('GET', '/api/dashboard/weekly-plan')) as Promise<TWeeklyPlan>)).actions[0]?.done).toBe(true);

    const bad = await owner.request('PATCH', `/api/dashboard/weekly-plan/actions/${first?.id ?? ''}`, { done: 'yes' });
    expect(bad.status).toBe(400);
    expect(await readJson(bad)).toEqual({ error: 'Validation error', details: [{ path: 'done', message: 'done must be true or false.' }] });
    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await owner.request('PATCH', `/api/dashboard/weekly-plan/actions/${id}`, { done: true });
      expect(missing.status).toBe(404);
      expect(await readJson(missing)).toEqual({ error: 'That action is not in this week’s plan.' });
    }
    // Another owner cannot mark it.
    const { owner: other } = await newOwner('Other Plan Cafe');
    expect((await other.request('PATCH', `/api/dashboard/weekly-plan/actions/${first?.id ?? ''}`, { done: false })).status).toBe(404);
    const anonymous = new ApiUser(system.baseUrl);
    expect((await anonymous.request('GET', '/api/dashboard/weekly-plan')).status).toBe(401);
  });

  it('emails the Monday plan once with its actions and links; its link turns Weekly Reports off without signing in', async () => {
    const { owner, email, businessId, userId } = await newOwner('Weekly Bakery');
    const plan = (planId: string) =>
      eventOf(
        WeeklyPlanReady,
        {
          planId,
          userId,
          businessId,
          businessName: 'Weekly Bakery',
          weekOf: '2030-01-07',
          actions: [
            { title: 'Reply to the 4 reviews waiting for an answer', why: 'The oldest has waited 12 days.', link: '/reviews?status=pending' },
            { title: 'Move "sourdough austin" into the top 3', why: 'It is #6 (checked 2030-01-06), 3 places from the top 3.', link: '/keywords' },
          ],
          lastWeek: [{ text: '"rye bread austin": #6 → #4' }],
        },
        { actor: { userId, businessId } },
      );
    const send = (event: ReturnType<typeof plan>) => producer.send({ topic: WeeklyPlanReady.topic, messages: [{ key: businessId, value: JSON.stringify(event) }] });
    const first = plan(randomUUID());
    await send(first);
    const mail = await mailTitled(email, 'Your plan for the week of Jan 7: Weekly Bakery');
    expect(mail.text).toContain('• "rye bread austin": #6 → #4');
    expect(mail.text).toContain('1. Reply to the 4 reviews waiting for an answer: The oldest has waited 12 days.');
    expect(mail.html).toContain(`href="${publicUrl}/reviews?status=pending"`);
    expect(mail.html).toContain(`href="${publicUrl}/keywords"`);
    expect(mail.html).toContain(`href="${publicUrl}/dashboard"`);
    const link = unsubscribeLinkIn(mail);
    expect(mail.headers['list-unsubscribe']).toBe(`<${publicUrl}${link}>`);

    // Redelivered: still one mail (a later plan's mail proves the first was handled).
    await send(first);
    const anonymous = new ApiUser(system.baseUrl);
    const done = await anonymous.request('POST', link, undefined, { 'content-type': 'application/x-www-form-urlencoded', accept: '*/*' });
    expect(await readJson(done)).toEqual({ preference: 'weeklyReports', label: 'Weekly Reports', unsubscribed: true });
    expect((await readJson(await owner.request('GET', '/api/auth/notification-preferences'))).preferences).toMatchObject({ weeklyReports: false, newReviews: true });

    // Switched off: the next week's plan is not mailed; auth records why.
    const next = plan(randomUUID());
    await send(next);
    const delivery = await waitFor('the decision on the next plan', async () => (await queryRows<{ status: string }>(authDb, 'SELECT status FROM alert_deliveries WHERE alert_id = $1', [next.payload.planId]))[0]);
    expect(delivery.status).toBe('switched-off');
    expect(smtp.mailTo(email).filter((item) => item.subject === 'Your plan for the week of Jan 7: Weekly Bakery')).toHaveLength(1);
  });
});
