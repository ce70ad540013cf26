import {
  alertMail,
  newsletterWelcomeMail,
  passwordResetMail,
  supportTicketMail,
  ticketAcknowledgmentMail,
  verificationMail,
  weeklyPlanMail,
} from './templates';

const context = { supportEmail: 'support@nearbly.app', appUrl: 'https://nearbly.app' };

describe('mail templates', () => {
  it('gives an alert its words, its action and the unsubscribe link, and escapes a reviewer\'s words in HTML', async () => {
    const mail = await alertMail(
      {
        firstName: 'Ana',
        title: 'New 1-star review from <i>Eve</i>',
        body: '"<b>awful</b>" Reply from the Reviews page.',
        actionUrl: 'https://nearbly.app/reviews',
        actionLabel: 'Reply to the review',
        switchLabel: 'New Reviews',
        unsubscribeUrl: 'https://nearbly.app/api/notifications/unsubscribe?token=abc.def',
      },
      context,
    );
    expect(mail.subject).toBe('New 1-star review from <i>Eve</i>');
    expect(mail.html).not.toContain('<b>awful</b>');
    expect(mail.html).toContain('href="https://nearbly.app/reviews"');
    expect(mail.html).toContain('href="https://nearbly.app/api/notifications/unsubscribe?token=abc.def"');
    expect(mail.text).toContain('"<b>awful</b>" Reply from the Reviews page.');
    expect(mail.text).toContain('To stop these emails, unsubscribe in one click (no sign-in needed):\n\nhttps://nearbly.app/api/notifications/unsubscribe?token=abc.def');
    expect(mail.html).toContain('Unsubscribe from new reviews emails');
  });

  it('escapes a name with markup in the HTML part and keeps it as written in the text part', async () => {
    const mail = await verificationMail(
      { firstName: '<script>alert(1)</script>', link: 'https://nearbly.app/verify-email?token=t' },
      context,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toMatch(/^Hi <script>alert\(1\)<\/script>,/);
  });

  it('escapes what a ticket sender wrote, everywhere in the HTML', async () => {
    const mail = await supportTicketMail(
      {
        ticketId: '7d9c5a3e-0000-4000-8000-000000000001',
        name: 'Eve <img src=x onerror=alert(1)>',
        email: 'eve@example.com',
        business: null,
        type: 'bug',
        source: 'contact',
        subject: 'Help',
        message: '<b>bold</b> & "quoted"',
      },
      context,
    );
    expect(mail.html).not.toMatch(/<img|<b>/);
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; ');
    expect(mail.text).toContain('<b>bold</b> & "quoted"');
  });

  it('puts the link in both parts: a button and the bare URL, the URL on its own line in text', async () => {
    const link = 'https://nearbly.app/reset-password?token=abc_DEF-1&x=1';
    const mail = await passwordResetMail({ firstName: 'Ana', link }, context);
    expect(mail.subject).toBe('Reset your Nearbly password');
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('Hi Ana,');
    expect(mail.text).toContain('valid for 1 hour');
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('Choose a new password');
  });

  it('carries the support address and the app link in the footer of both parts, in the brand colour', async () => {
    const mail = await newsletterWelcomeMail({
      supportEmail: 'help@nearbly.test',
      appUrl: 'https://app.nearbly.test',
      unsubscribeUrl: 'https://app.nearbly.test/api/newsletter/unsubscribe?token=abc.def',
    });
    expect(mail.html).toContain('href="https://app.nearbly.test/api/newsletter/unsubscribe?token=abc.def"');
    expect(mail.text).toContain('Unsubscribe in one click (no sign-in needed):');
    expect(mail.text).toContain('https://app.nearbly.test/api/newsletter/unsubscribe?token=abc.def');
    expect(mail.html).toContain('href="mailto:help@nearbly.test"');
    expect(mail.html).toContain('href="https://app.nearbly.test"');
    expect(mail.html).toContain('#0f5852');
    expect(mail.text).toContain('Questions? help@nearbly.test');
    expect(mail.text).toContain('https://app.nearbly.test');
  });

  it('quotes the ticket id to the sender', async () => {
    const mail = await ticketAcknowledgmentMail(
      { ticketId: 'T-1', name: 'Ann', subject: 'Ranks' },
      context,
    );
    expect(mail.subject).toBe('We received your message (ticket T-1)');
    expect(mail.text).toContain('is ticket T-1');
    expect(mail.html).toContain('is ticket T-1');
  });
  it('gives the weekly plan last week\'s changes, each action with why and its link, and the unsubscribe link', async () => {
    const mail = await weeklyPlanMail(
      {
        firstName: 'Ana',
        businessName: 'Corner Cafe',
        weekLabel: 'Jan 7',
        lastWeek: ['"oat latte austin": #6 → #4'],
        actions: [{ title: 'Reply to the 4 reviews waiting for an answer', why: 'The oldest has waited 12 days.', url: 'https://nearbly.app/reviews?status=pending' }],
        planUrl: 'https://nearbly.app/dashboard',
        unsubscribeUrl: 'https://nearbly.app/api/notifications/unsubscribe?token=abc.def',
      },
      context,
    );
    expect(mail.subject).toBe('Your plan for the week of Jan 7: Corner Cafe');
    expect(mail.text).toContain('Last week:\n\n• "oat latte austin": #6 → #4');
    expect(mail.text).toContain('1. Reply to the 4 reviews waiting for an answer: The oldest has waited 12 days.');
    expect(mail.html).toContain('href="https://nearbly.app/reviews?status=pending"');
    expect(mail.html).toContain('href="https://nearbly.app/dashboard"');
    expect(mail.text).toContain('"Weekly Reports" is on in your Nearbly settings');
    expect(mail.html).toContain('href="https://nearbly.app/api/notifications/unsubscribe?token=abc.def"');
  });
});
