import { randomUUID } from 'node:crypto';
import type { TMailboxMessage } from '@app/contracts';
import { ApiUser, queryRows, readJson, systemForSuite, testDatabaseUrl, waitFor } from '@app/test-support';

// POST /api/contact/submit through the whole system: BFF → Kafka → chat service → PostgreSQL, and
// chat's mail (no SMTP server here, as under `npm start`) into auth's dev mailbox.
describe('contact form over the running system', () => {
  const prefix = 'nearbly_test_support';
  const chatDb = testDatabaseUrl('chat', prefix);
  const system = systemForSuite({ databasePrefix: prefix });

  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ann Baker',
    email: 'ann@example.com',
    business: 'Corner Cafe',
    type: 'support',
    subject: `Question ${randomUUID()}`,
    message: 'How often are my keyword ranks checked?',
    ...overrides,
  });

  const ticketOf = async (ticketId: string) =>
    (await queryRows(chatDb, 'SELECT source, name, email, business, type, subject, user_id, status FROM support_tickets WHERE id = $1', [ticketId]))[0];

  it('stores a visitor message as an open ticket without a user', async () => {
    const visitor = new ApiUser(system.baseUrl);
    const body = form({ type: 'general' });
    const response = await visitor.request('POST', '/api/contact/submit', body);
    expect(response.status).toBe(201);
    const answer = await readJson(response);
    expect(answer).toEqual({ success: true, ticketId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
    expect(await ticketOf(answer.ticketId as string)).toEqual({
      source: 'contact',
      name: 'Ann Baker',
      email: 'ann@example.com',
      business: 'Corner Cafe',
      type: 'general',
      subject: body.subject,
      user_id: null,
      status: 'open',
    });
  });

  it("stores the signed-in user's id with a Help page message, and ignores an invalid token", async () => {
    const owner = new ApiUser(system.baseUrl);
    const { user } = await owner.signUp();
    const response = await owner.request('POST', '/api/contact/submit', form({ source: 'help', subject: 'Help request' }));
    expect(response.status).toBe(201);
    const { ticketId } = await readJson(response);
    expect(await ticketOf(ticketId as string)).toMatchObject({ source: 'help', user_id: (user as { id: string }).id });

    const stranger = new ApiUser(system.baseUrl);
    stranger.token = 'not.a.token';
    const anonymous = await stranger.request('POST', '/api/contact/submit', form());
    expect(anonymous.status).toBe(201);
    expect(await ticketOf((await readJson(anonymous)).ticketId as string)).toMatchObject({ user_id: null });
  });

  it('lists every invalid field with the spec messages and stores nothing', async () => {
    const subject = `Invalid ${randomUUID()}`;
    const response = await new ApiUser(system.baseUrl).request('POST', '/api/contact/submit', {
      name: ' ',
      email: 'nope',
      type: 'support',
      subject,
      message: 'too short',
    });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.error).toBe('Validation error');
    expect(body.details).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'message', message: 'Message must be at least 10 characters' },
    ]);
    const blank = await readJson(await new ApiUser(system.baseUrl).request('POST', '/api/contact/submit', { type: 'bug' }));
    expect(blank.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Email is required' },
        { path: 'subject', message: 'Subject is required' },
        { path: 'message', message: 'Message is required' },
      ]),
    );
    expect(await queryRows(chatDb, 'SELECT 1 FROM support_tickets WHERE subject = $1', [subject])).toHaveLength(0);
  });

  // The dev mailbox's newest messages to an address.
  const mailboxOf = async (visitor: ApiUser, to: string): Promise<TMailboxMessage[]> =>
    ((await readJson(await visitor.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`))) as { messages: TMailboxMessage[] }).messages;

  it("keeps chat's mail in the dev mailbox without SMTP: the newsletter welcome, the ticket to support and its acknowledgment", async () => {
    const visitor = new ApiUser(system.baseUrl);
    const email = `mailbox-${randomUUID()}@example.com`;
    expect((await visitor.request('POST', '/api/newsletter/subscribe', { email, businessType: 'cafe' })).status).toBe(200);
    const body = form({ email, subject: `Mailbox ${randomUUID().slice(0, 8)}` });
    const response = await visitor.request('POST', '/api/contact/submit', body);
    expect(response.status).toBe(201);
    const { ticketId } = (await readJson(response)) as { ticketId: string };

    const toSender = await waitFor('the welcome and the acknowledgment in the dev mailbox', async () => {
      const messages = await mailboxOf(visitor, email);
      return messages.length >= 2 ? messages : undefined;
    });
    expect(toSender.map((mail) => mail.subject).sort()).toEqual([`We received your message (ticket ${ticketId})`, 'Welcome to the Nearbly newsletter']);
    expect(toSender.every((mail) => mail.to === email)).toBe(true);
    expect(toSender.find((mail) => mail.subject.startsWith('Welcome'))?.text).toContain('Thanks for signing up for the Nearbly newsletter');
    expect(toSender.find((mail) => mail.subject.startsWith('We received'))?.text).toContain(`is ticket ${ticketId}`);

    // The ticket itself goes to the support inbox (SUPPORT_EMAIL here).
    const toSupport = await waitFor('the ticket to support in the dev mailbox', async () =>
      (await mailboxOf(visitor, 'support@nearbly.app')).find((mail) => mail.subject === `[Ticket ${ticketId}] ${String(body.subject)}`),
    );
    expect(toSupport.text).toContain(`Ticket: ${ticketId}`);
    expect(toSupport.text).toContain(`<${email}>`);

    // Each mail once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailboxOf(visitor, email)).toHaveLength(2);
  });

  // Issue 19: the newsletter's one-click unsubscribe (RFC 8058), signed by chat, through the BFF's
  // public page: it asks first, its POST unsubscribes, a forged link is refused.
  it("unsubscribes from the newsletter with the welcome email's link, without signing in, and refuses a forged one", async () => {
    const visitor = new ApiUser(system.baseUrl);
    const email = `leaver-${randomUUID()}@example.com`;
    expect((await visitor.request('POST', '/api/newsletter/subscribe', { email, businessType: 'cafe' })).status).toBe(200);
    const welcome = await waitFor('the welcome in the dev mailbox', async () => (await mailboxOf(visitor, email)).find((mail) => mail.subject === 'Welcome to the Nearbly newsletter'));
    const link = /https?:\/\/[^/\s]+(\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_.%-]+)/.exec(welcome.text)?.[1];
    if (!link) throw new Error(`No unsubscribe link in: ${welcome.text}`);
    const unsubscribedAt = async () => (await queryRows<{ unsubscribed_at: Date | null }>(chatDb, 'SELECT unsubscribed_at FROM newsletter_subscriptions WHERE email = $1', [email]))[0]?.unsubscribed_at;

    // The link opens a page that asks, and changes nothing (mail scanners open links).
    const anonymous = new ApiUser(system.baseUrl);
    const confirm = await anonymous.request('GET', link);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get('content-type')).toMatch(/text\/html/);
    const page = await confirm.text();
    expect(page).toContain('Stop the Nearbly newsletter?');
    expect(page).toContain('<form method="post"><button type="submit"');
    expect(await unsubscribedAt()).toBeNull();

    // Forged or altered: 400 with { error }, nothing changes.
    const [path = '', token = ''] = link.split('?token=');
    const [body = '', signature = ''] = decodeURIComponent(token).split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, s: randomUUID() })).toString('base64url');
    for (const bad of [`${forgedBody}.${signature}`, `${body}.${signature.slice(1)}x`, 'not-a-token', '']) {
      const refused = await anonymous.request('POST', `${path}?token=${encodeURIComponent(bad)}`);
      expect({ bad, status: refused.status }).toEqual({ bad, status: 400 });
      expect(await readJson(refused)).toEqual({ error: 'This unsubscribe link is not valid. Use the link in your latest Nearbly newsletter email.' });
    }
    expect((await anonymous.request('GET', path)).status).toBe(400);
    expect(await unsubscribedAt()).toBeNull();

    // A mail client's one-click POST (RFC 8058), then the page's button (HTML) again: done, once.
    const done = await anonymous.request('POST', link, undefined, { 'content-type': 'application/x-www-form-urlencoded', accept: '*/*' });
    expect(done.status).toBe(200);
    expect(await readJson(done)).toEqual({ unsubscribed: true });
    expect(await unsubscribedAt()).toBeInstanceOf(Date);
    const button = await anonymous.request('POST', link, undefined, { accept: 'text/html' });
    expect(await button.text()).toContain("You&#39;re unsubscribed from the Nearbly newsletter");
    expect(await (await anonymous.request('GET', link)).text()).not.toContain('<form');
  });

  it('answers 429 to the 31st unsubscribe try from one address within the hour', async () => {
    const prober = new ApiUser(system.baseUrl);
    for (let tried = 0; tried < 30; tried += 1) {
      expect((await prober.request('POST', '/api/newsletter/unsubscribe?token=forged.token')).status).toBe(400);
    }
    const limited = await prober.request('POST', '/api/newsletter/unsubscribe?token=forged.token');
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).error).toMatch(/^Too many tries from your address\. Please try again in \d+ minutes?\.$/);
    expect((await new ApiUser(system.baseUrl).request('POST', '/api/newsletter/unsubscribe?token=forged.token')).status).toBe(400);
  });

  it('answers 429 with a clear message after 5 messages from one IP in 10 minutes', async () => {
    const sender = new ApiUser(system.baseUrl);
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await sender.request('POST', '/api/contact/submit', form())).status).toBe(201);
    }
    const subject = `Limited ${randomUUID()}`;
    const limited = await sender.request('POST', '/api/contact/submit', form({ subject }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await readJson(limited)).error).toMatch(/^Too many messages from your connection\. Please try again in \d+ minutes?, or email us directly\.$/);
    expect(await queryRows(chatDb, 'SELECT 1 FROM support_tickets WHERE subject = $1', [subject])).toHaveLength(0);
    // Another address is not affected.
    expect((await new ApiUser(system.baseUrl).request('POST', '/api/contact/submit', form())).status).toBe(201);
  });
});
