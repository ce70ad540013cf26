import type { TMail } from '../passwords/dev-mailbox.repository';

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;

// The web app's verification page with the token in the query.
export const verifyLinkFor = (verifyUrl: string, token: string): string => {
  const url = new URL(verifyUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

const greeting = (firstName: string) => `Hi ${firstName.trim() || 'there'},`;

export const verificationEmail = (to: string, firstName: string, link: string): TMail => ({
  to,
  subject: 'Confirm your email address for Nearbly',
  text: [
    greeting(firstName),
    '',
    'Please confirm that this is your email address (the link is valid for 24 hours and works once):',
    '',
    link,
    '',
    "If you didn't create a Nearbly account, you can ignore this email.",
    '',
    'The Nearbly team',
  ].join('\n'),
});

export const emailChangeEmail = (to: string, firstName: string, link: string): TMail => ({
  to,
  subject: 'Confirm your new email address for Nearbly',
  text: [
    greeting(firstName),
    '',
    'You asked to use this address for your Nearbly account. It changes when you open this link',
    '(valid for 24 hours, works once):',
    '',
    link,
    '',
    "If you didn't ask for this, you can ignore this email: nothing changes.",
    '',
    'The Nearbly team',
  ].join('\n'),
});

// To the current address: the change cannot happen behind the owner's back unnoticed.
export const emailChangeNotice = (to: string, firstName: string, newEmail: string): TMail => ({
  to,
  subject: 'Your Nearbly email address is about to change',
  text: [
    greeting(firstName),
    '',
    `Someone signed in to your Nearbly account asked to change its email address to ${newEmail}.`,
    'The change happens only when the link sent to that address is used.',
    '',
    "If this wasn't you, change your password now and sign out of other devices (Settings → Security).",
    '',
    'The Nearbly team',
  ].join('\n'),
});
