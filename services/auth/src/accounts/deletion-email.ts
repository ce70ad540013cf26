import type { TMail } from '../passwords/dev-mailbox.repository';

// The confirmation promised when the account is deleted (docs/product.md §3 Data & Privacy).
export const accountDeletedEmail = (to: string, firstName: string): TMail => ({
  to,
  subject: 'Your Nearbly account has been deleted',
  text: [
    `Hi ${firstName.trim() || 'there'},`,
    '',
    'Your Nearbly account and its business data have been deleted, as you asked: your profile,',
    'reviews and replies, keyword tracking history, competitor and analytics data, support',
    'conversations and billing information. Any paid subscription was cancelled at once and your',
    'payment details were removed from our payment provider; you will not be charged again.',
    '',
    "If you didn't ask for this, reply to this email straight away.",
    '',
    'The Nearbly team',
  ].join('\n'),
});
