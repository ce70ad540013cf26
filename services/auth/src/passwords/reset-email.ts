import type { TMail } from './dev-mailbox.repository';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

// The reset link: the web app's reset page with the token in the query.
export const resetLinkFor = (resetUrl: string, token: string): string => {
  const url = new URL(resetUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

export const resetEmail = (to: string, firstName: string, link: string): TMail => ({
  to,
  subject: 'Reset your Nearbly password',
  text: [
    `Hi ${firstName.trim() || 'there'},`,
    '',
    'We received a request to reset the password of your Nearbly account.',
    'Choose a new password here (the link is valid for 1 hour and works once):',
    '',
    link,
    '',
    "If you didn't ask for this, you can ignore this email: your password stays the same.",
    '',
    'The Nearbly team',
  ].join('\n'),
});
