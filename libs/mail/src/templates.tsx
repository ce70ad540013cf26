import { renderMail, type TBlock, type TMailContext, type TRenderedMail } from './layout';

// Every mail the product sends, one function each: { subject, html, text }. The wording of the
// account mails is the one auth has always sent (docs/product.md §3).

const greeting = (firstName: string): TBlock => ({
  kind: 'paragraph',
  text: `Hi ${firstName.trim() || 'there'},`,
});
const p = (text: string): TBlock => ({ kind: 'paragraph', text });
const signature = p('The Nearbly team');

export const passwordResetMail = (
  input: { firstName: string; link: string },
  context: TMailContext,
): Promise<TRenderedMail> =>
  renderMail(
    'Reset your Nearbly password',
    [
      greeting(input.firstName),
      p(
        'We received a request to reset the password of your Nearbly account.\nChoose a new password here (the link is valid for 1 hour and works once):',
      ),
      { kind: 'link', href: input.link, label: 'Choose a new password' },
      p("If you didn't ask for this, you can ignore this email: your password stays the same."),
      signature,
    ],
    context,
  );

export const verificationMail = (
  input: { firstName: string; link: string },
  context: TMailContext,
): Promise<TRenderedMail> =>
  renderMail(
    'Confirm your email address for Nearbly',
    [
      greeting(input.firstName),
      p(
        'Please confirm that this is your email address (the link is valid for 24 hours and works once):',
      ),
      { kind: 'link', href: input.link, label: 'Confirm my email address' },
      p("If you didn't create a Nearbly account, you can ignore this email."),
      signature,
    ],
    context,
  );

export const emailChangeMail = (
  input: { firstName: string; link: string },
  context: TMailContext,
): Promise<TRenderedMail> =>
  renderMail(
    'Confirm your new email address for Nearbly',
    [
      greeting(input.firstName),
      p(
        'You asked to use this address for your Nearbly account. It changes when you open this link\n(valid for 24 hours, works once):',
      ),
      { kind: 'link', href: input.link, label: 'Use this address' },
      p("If you didn't ask for this, you can ignore this email: nothing changes."),
      signature,
    ],
    context,
  );

// To the current address: the change cannot happen behind the owner's back unnoticed.
export const emailChangeNoticeMail = (
  input: { firstName: string; newEmail: string },
  context: TMailContext,
): Promise<TRenderedMail> =>
  renderMail(
    'Your Nearbly email address is about to change',
    [
      greeting(input.firstName),
      p(
        `Someone signed in to your Nearbly account asked to change its email address to ${input.newEmail}.\nThe change happens only when the link sent to that address is used.`,
      ),
      p(
        "If this wasn't you, change your password now and sign out of other devices (Settings → Security).",
      ),
      signature,
    ],
    context,
  );

// The confirmation promised when the account is deleted (docs/product.md §3 Data & Privacy).
export const accountDeletedMail = (
  input: { firstName: string },
  context: TMailContext,
): Promise<TRenderedMail> =>
  renderMail(
    'Your Nearbly account has been deleted',
    [
      greeting(input.firstName),
      p(
        [
          'Your Nearbly account and its business data have been deleted, as you asked: your profile,',
          'reviews and replies, keyword tracking history, competitor and analytics data, support',
          'conversations and billing information. Any paid subscription was cancelled at once and your',
          'payment details were removed from our payment provider; you will not be charged again.',
        ].join('\n'),
      ),
      p("If you didn't ask for this, reply to this email straight away."),
      signature,
    ],
    context,
  );

// The welcome the newsletter sign-up promises (docs/product.md §2 footer and landing newsletter).
// `unsubscribeUrl`: the one-click unsubscribe link (RFC 8058), also in the List-Unsubscribe header.
export const newsletterWelcomeMail = (
  context: TMailContext & { appUrl: string; unsubscribeUrl: string },
): Promise<TRenderedMail> =>
  renderMail(
    'Welcome to the Nearbly newsletter',
    [
      p('Hi there,'),
      p(
        'Thanks for signing up for the Nearbly newsletter. Every few weeks we send practical local SEO tips for small businesses: getting found on Google Maps, winning reviews and answering them well.',
      ),
      p('In the meantime, see how your business shows up in local search:'),
      { kind: 'link', href: context.appUrl, label: 'Visit Nearbly' },
      p('Changed your mind? Unsubscribe in one click (no sign-in needed):'),
      { kind: 'link', href: context.unsubscribeUrl, label: 'Unsubscribe from the newsletter' },
      signature,
    ],
    context,
  );

export type TTicketMailInput = {
  ticketId: string;
  name: string;
  email: string;
  business: string | null;
  type: string;
  source: string;
  subject: string;
  message: string;
};

// To the support inbox: everything the form held, the ticket id in the subject so replies thread.
export const supportTicketMail = (
  ticket: TTicketMailInput,
  context: TMailContext,
): Promise<TRenderedMail> =>
  renderMail(
    `[Ticket ${ticket.ticketId}] ${ticket.subject}`,
    [
      p(
        [
          `Ticket: ${ticket.ticketId}`,
          `From: ${ticket.name} <${ticket.email}>`,
          ...(ticket.business ? [`Business: ${ticket.business}`] : []),
          `Type: ${ticket.type}`,
          `Source: ${ticket.source}`,
          `Subject: ${ticket.subject}`,
        ].join('\n'),
      ),
      { kind: 'quote', text: ticket.message },
      p('Reply to this email to answer the sender.'),
    ],
    context,
  );

// To the sender: the request arrived, under this ticket id.
export const ticketAcknowledgmentMail = (
  ticket: { ticketId: string; name: string; subject: string },
  context: TMailContext,
): Promise<TRenderedMail> =>
  renderMail(
    `We received your message (ticket ${ticket.ticketId})`,
    [
      greeting(ticket.name),
      p(
        `Thanks for writing to Nearbly support. Your request "${ticket.subject}" is ticket ${ticket.ticketId}; we reply within 24 hours.`,
      ),
      p(
        `To add anything, reply to this email or write to ${context.supportEmail} with the ticket id.`,
      ),
      signature,
    ],
    context,
  );

// Issue 21 (docs/product.md §10 Alerts): one alert by email, with the link that acts on it and the
// one-click unsubscribe from this kind of alert (also in the List-Unsubscribe header).
export const alertMail = (
  input: { firstName: string; title: string; body: string; actionUrl: string; actionLabel: string; switchLabel: string; unsubscribeUrl: string },
  context: TMailContext,
): Promise<TRenderedMail> =>
  renderMail(
    input.title,
    [
      greeting(input.firstName),
      p(input.body),
      { kind: 'link', href: input.actionUrl, label: input.actionLabel },
      p(`You get this email because "${input.switchLabel}" is on in your Nearbly settings. To stop these emails, unsubscribe in one click (no sign-in needed):`),
      { kind: 'link', href: input.unsubscribeUrl, label: `Unsubscribe from ${input.switchLabel.toLowerCase()} emails` },
      signature,
    ],
    context,
  );

// The weekly report (docs/product.md §11 Weekly plan): last week's measured changes, then this
// week's actions, each with why and a link to where it is done.
export const weeklyPlanMail = (
  input: {
    firstName: string;
    businessName: string;
    weekLabel: string;
    lastWeek: string[];
    actions: { title: string; why: string; url: string }[];
    planUrl: string;
    unsubscribeUrl: string;
  },
  context: TMailContext,
): Promise<TRenderedMail> =>
  renderMail(
    `Your plan for the week of ${input.weekLabel}: ${input.businessName}`,
    [
      greeting(input.firstName),
      ...(input.lastWeek.length > 0 ? [p('Last week:'), ...input.lastWeek.map((text) => p(`• ${text}`))] : []),
      p(input.actions.length === 0 ? 'Nothing urgent this week. Keep replying to reviews as they come in.' : `Three things to do this week for ${input.businessName}:`),
      ...input.actions.flatMap((action, index): TBlock[] => [p(`${index + 1}. ${action.title}: ${action.why}`), { kind: 'link', href: action.url, label: action.title }]),
      { kind: 'link', href: input.planUrl, label: 'Open your plan' },
      p('You get this email because "Weekly Reports" is on in your Nearbly settings. To stop these emails, unsubscribe in one click (no sign-in needed):'),
      { kind: 'link', href: input.unsubscribeUrl, label: 'Unsubscribe from weekly reports emails' },
      signature,
    ],
    context,
  );
