import { passwordResetMail } from '@app/mail';
import type { TMailDraft } from './mail-draft';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

// The reset link: the web app's reset page with the token in the query.
export const resetLinkFor = (resetUrl: string, token: string): string => {
  const url = new URL(resetUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

export const resetEmail = (to: string, firstName: string, link: string): TMailDraft => ({
  to,
  render: (context) => passwordResetMail({ firstName, link }, context),
});
