import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { ChatRequests, UserDeleted, type TRequestContract, type TRequestInput } from '@app/contracts';
import {
  LoopbackSmtpServer,
  queryRows,
  testDatabaseUrl,
  waitFor,
  type TInProcessService,
  type TReceivedMail,
} from '@app/test-support';
import { eventOf, startChatService } from './chat-service';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

// Issue 19, Emails: the newsletter welcome, a ticket to the support inbox and its acknowledgment
// to the sender, through chat's BullMQ queue to a real SMTP server on loopback.
describe('chat mail through the queue to an SMTP server', () => {
  const databaseUrl = testDatabaseUrl('chat_mail');
  const inbox = 'inbox@support.nearbly.test';
  const appUrl = 'https://app.nearbly.test';
  const smtp = new LoopbackSmtpServer();
  const kafka = new Kafka({ clientId: 'chat-mail-test', brokers, logLevel: logLevel.NOTHING });
  let chat: TInProcessService;

  beforeAll(async () => {
    await smtp.start();
    Object.assign(process.env, {
      SMTP_URL: smtp.url,
      SUPPORT_INBOX: inbox,
      PUBLIC_URL: appUrl,
      MAIL_BACKOFF_MS: '100',
      MAIL_ATTEMPTS: '8',
    });
    chat = await startChatService(databaseUrl);
    // Chat mails from its own events: wait until it owns its partitions.
    const admin = kafka.admin();
    await admin.connect();
    try {
      await waitFor(
        'chat to join its consumer group',
        async () => {
          const { groups } = await admin.describeGroups(['chat']);
          return groups[0]?.state === 'Stable' && groups[0].members.length > 0 ? true : undefined;
        },
        60_000,
      );
    } finally {
      await admin.disconnect();
    }
  });

  afterAll(async () => {
    await chat?.stop();
    await smtp.stop();
    for (const name of [
      'SMTP_URL',
      'SUPPORT_INBOX',
      'PUBLIC_URL',
      'MAIL_BACKOFF_MS',
      'MAIL_ATTEMPTS',
    ])
      delete process.env[name];
  });

  const call = <TContract extends TRequestContract>(contract: TContract, input: TRequestInput<TContract>) =>
    chat.rpc.call(contract, input);
  const mailWith = (to: string, subject: string | RegExp): Promise<TReceivedMail> =>
    waitFor(`"${String(subject)}" to ${to}`, () =>
      Promise.resolve(
        smtp
          .mailTo(to)
          .find((mail) =>
            typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject),
          ),
      ),
    );
  const ticket = (email: string, subject: string) =>
    call(ChatRequests.ticketsCreate, {
      name: 'Ann <b>Baker</b>',
      email,
      business: 'Corner Cafe',
      type: 'bug',
      subject,
      message: 'The keyword table shows no ranks this week.\nSince Monday.',
      source: 'contact',
    });

  it('welcomes a newsletter subscriber, in HTML and text, with the support address and a link to the app', async () => {
    const email = `reader-${randomUUID()}@example.com`;
    await call(ChatRequests.newsletterSubscribe, {
      email,
      businessType: 'cafe',
    });

    const mail = await mailWith(email, 'Welcome to the Nearbly newsletter');
    expect(mail.from).toBe('Nearbly <no-reply@nearbly.app>');
    expect(mail.envelope.to).toEqual([email]);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(mail.text).toContain('Thanks for signing up for the Nearbly newsletter');
    expect(mail.text.split('\n')).toContain(appUrl);
    expect(mail.html).toContain(`href="${appUrl}"`);
    expect(mail.text).toContain('support@nearbly.app');
    expect(mail.html).toContain('href="mailto:support@nearbly.app"');
  });

  // RFC 8058 one-click unsubscribe, signed by chat: the link in both parts and in the headers.
  const unsubscribeTokenOf = (mail: TReceivedMail): string => {
    const found = new RegExp(`^${appUrl.replaceAll('.', '\\.')}/api/newsletter/unsubscribe\\?token=([A-Za-z0-9_.%-]+)$`, 'm').exec(mail.text);
    if (!found?.[1]) throw new Error(`No unsubscribe link in: ${mail.text}`);
    return decodeURIComponent(found[1]);
  };
  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error as { error?: unknown }).error);

  it('puts a signed one-click unsubscribe link in the welcome and its headers; the link unsubscribes and a forged one is refused', async () => {
    const email = `leaver-${randomUUID()}@example.com`;
    await call(ChatRequests.newsletterSubscribe, { email, businessType: 'cafe' });
    const mail = await mailWith(email, 'Welcome to the Nearbly newsletter');
    const token = unsubscribeTokenOf(mail);
    const link = `${appUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(mail.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('Unsubscribe in one click (no sign-in needed):');
    const unsubscribedAt = async () =>
      (await queryRows<{ unsubscribed_at: Date | null }>(databaseUrl, 'SELECT unsubscribed_at FROM newsletter_subscriptions WHERE email = $1', [email]))[0]?.unsubscribed_at;

    // Opening the link (a mail scanner does) changes nothing.
    expect(await call(ChatRequests.newsletterUnsubscribeCheck, { token })).toEqual({ unsubscribed: false });
    expect(await unsubscribedAt()).toBeNull();

    // A changed byte, or the same signature over another sign-up, is refused with the same words.
    const [body, signature] = token.split('.') as [string, string];
    const flipped = `${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { s: string; t: number };
    const otherSignUp = `${Buffer.from(JSON.stringify({ ...claims, s: randomUUID() })).toString('base64url')}.${signature}`;
    for (const forged of [flipped, otherSignUp, 'not-a-token', `${token}.extra`]) {
      expect(await refusal(call(ChatRequests.newsletterUnsubscribe, { token: forged }))).toEqual({
        code: 'VALIDATION',
        message: 'This unsubscribe link is not valid. Use the link in your latest Nearbly newsletter email.',
      });
    }
    expect(await unsubscribedAt()).toBeNull();

    // The link's POST unsubscribes; again is harmless.
    expect(await call(ChatRequests.newsletterUnsubscribe, { token })).toEqual({ unsubscribed: true });
    const first = await unsubscribedAt();
    expect(first).toBeInstanceOf(Date);
    expect(await call(ChatRequests.newsletterUnsubscribe, { token })).toEqual({ unsubscribed: true });
    expect(await call(ChatRequests.newsletterUnsubscribeCheck, { token })).toEqual({ unsubscribed: true });
    expect(await unsubscribedAt()).toEqual(first);

    // Signing up again subscribes the address anew, with a new welcome whose link still works.
    expect(await call(ChatRequests.newsletterSubscribe, { email, businessType: 'cafe' })).toEqual({ email, alreadySubscribed: false });
    expect(await unsubscribedAt()).toBeNull();
    await waitFor('a second welcome', () => Promise.resolve(smtp.mailTo(email).length === 2 ? true : undefined));
    const again = unsubscribeTokenOf(smtp.mailTo(email)[1]!);
    expect(await call(ChatRequests.newsletterUnsubscribe, { token: again })).toEqual({ unsubscribed: true });
    expect(await unsubscribedAt()).toBeInstanceOf(Date);
  });

  it('sends no welcome to an address unsubscribed while its mail waited in the queue', async () => {
    const email = `quick-leaver-${randomUUID()}@example.com`;
    // Imported once the service runs: its env is parsed when the module loads.
    const { ChatMailQueue } = await import('../src/mail/mail.queue');
    const queue = chat.app.get(ChatMailQueue);
    smtp.refuse(Number.POSITIVE_INFINITY, email);
    try {
      await call(ChatRequests.newsletterSubscribe, { email, businessType: 'cafe' });
      // The welcome's job: its sign-up and the event that announced it, refused once.
      const [announced] = await queryRows<{ id: string; subscription_id: string }>(
        databaseUrl,
        "SELECT e.id, s.id AS subscription_id FROM newsletter_subscriptions s JOIN outbox_events e ON e.payload->'payload'->>'subscriptionId' = s.id::text WHERE s.email = $1",
        [email],
      );
      const jobId = `newsletter-welcome-${announced!.subscription_id}-${announced!.id}`;
      const job = await waitFor('the welcome refused once', async () => {
        const found = await queue.job(jobId);
        return found && found.attemptsMade >= 1 ? found : undefined;
      });
      expect(job.data).toEqual({ mail: 'newsletter-welcome', subscriptionId: announced!.subscription_id, eventId: announced!.id });
      await queryRows(databaseUrl, 'UPDATE newsletter_subscriptions SET unsubscribed_at = now() WHERE id = $1', [announced!.subscription_id]);
      // Still refusing: a retry that read the sign-up before the unsubscribe is refused too (a mail
      // already on its way cannot be called back); the next one must send nothing and end.
      await waitFor('the welcome job done', async () => ((await job.getState()) === 'completed' ? true : undefined));
    } finally {
      smtp.accept();
    }
    expect(smtp.mailTo(email)).toEqual([]);
  });

  it('sends a ticket to the support inbox with its id and Reply-To the sender, and acknowledges it to the sender', async () => {
    const email = `ann-${randomUUID()}@example.com`;
    const subject = `Ranks ${randomUUID().slice(0, 8)}`;
    const { ticketId } = await ticket(email, subject);

    const toSupport = await mailWith(inbox, `[Ticket ${ticketId}] ${subject}`);
    expect(toSupport.envelope.to).toEqual([inbox]);
    expect(toSupport.headers['reply-to']).toBe(email);
    expect(toSupport.text).toContain(`Ticket: ${ticketId}`);
    expect(toSupport.text).toContain(`From: Ann <b>Baker</b> <${email}>`);
    expect(toSupport.text).toContain('Source: contact');
    expect(toSupport.text).toContain('The keyword table shows no ranks this week.\nSince Monday.');
    // What the sender typed is text in the HTML part, never markup.
    expect(toSupport.html).toContain('Ann &lt;b&gt;Baker&lt;/b&gt;');
    expect(toSupport.html).not.toContain('<b>Baker');

    const ack = await mailWith(email, `We received your message (ticket ${ticketId})`);
    expect(ack.envelope.to).toEqual([email]);
    expect(ack.text).toContain(`is ticket ${ticketId}`);
    expect(ack.html).toContain(`is ticket ${ticketId}`);
  });

  it('retries a mail the SMTP server refuses, then delivers it once', async () => {
    const email = `retry-${randomUUID()}@example.com`;
    smtp.refuse(2, email);
    await call(ChatRequests.newsletterSubscribe, {
      email,
      businessType: 'cafe',
    });

    await mailWith(email, 'Welcome to the Nearbly newsletter');
    expect(smtp.refusedTo(email).map(({ subject }) => subject)).toEqual(['Welcome to the Nearbly newsletter', 'Welcome to the Nearbly newsletter']);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mailTo(email)).toHaveLength(1);
  });

  it('sends nothing for a ticket erased while its mail waited in the queue, and its job holds ids only', async () => {
    const email = `erased-${randomUUID()}@example.com`;
    const subject = `Erased ${randomUUID().slice(0, 8)}`;
    // Imported once the service runs: its env is parsed when the module loads.
    const { ChatMailQueue } = await import('../src/mail/mail.queue');
    const queue = chat.app.get(ChatMailQueue);
    smtp.refuse(Number.POSITIVE_INFINITY);
    const { ticketId } = await ticket(email, subject);
    // Refused at least once each: the one to the support inbox and the acknowledgment.
    const refusedOfTicket = () => new Set(smtp.refused.filter((mail) => mail.subject.includes(ticketId)).map((mail) => mail.to));
    await waitFor('both ticket mails refused once', () => Promise.resolve(refusedOfTicket().size >= 2 ? true : undefined));

    // The job holds ids only.
    const job = await queue.job(`ticket-acknowledgment-${ticketId}`);
    expect(job?.data).toEqual({ mail: 'ticket-acknowledgment', ticketId });

    // Account deletion erases the ticket (auth.user.deleted names the address).
    const producer = kafka.producer();
    await producer.connect();
    const userId = randomUUID();
    const businessId = randomUUID();
    const event = eventOf(UserDeleted, { userId, businessId, email }, { userId, businessId });
    await producer.send({
      topic: event.type,
      messages: [{ key: userId, value: JSON.stringify(event) }],
    });
    await producer.disconnect();
    await waitFor('the ticket erased', async () =>
      (await queryRows(databaseUrl, 'SELECT 1 FROM support_tickets WHERE id = $1', [ticketId]))
        .length === 0
        ? true
        : undefined,
    );

    smtp.accept();
    for (const mail of ['ticket-to-support', 'ticket-acknowledgment'])
      await waitFor(`${mail} done`, async () =>
        (await (await queue.job(`${mail}-${ticketId}`))?.getState()) === 'completed' ? true : undefined,
      );
    expect(smtp.mailTo(email)).toEqual([]);
    expect(smtp.received.filter((mail) => mail.subject.includes(ticketId))).toEqual([]);
  });
});
