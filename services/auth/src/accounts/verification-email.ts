import { emailChangeMail, emailChangeNoticeMail, verificationMail } from '@app/mail';
import type { TMailDraft } from '../passwords/mail-draft';

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;

// The web app's verification page with the token in the query.
export const verifyLinkFor = (verifyUrl: string, token: string): string => {
  const url = new URL(verifyUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

export const verificationEmail = (to: string, firstName: string, link: string): TMailDraft => ({
  to,
  render: (context) => verificationMail({ firstName, link }, context),
});

export const emailChangeEmail = (to: string, firstName: string, link: string): TMailDraft => ({
  to,
  render: (context) => emailChangeMail({ firstName, link }, context),
});

// To the current address: the change cannot happen behind the owner's back unnoticed.
export const emailChangeNotice = (to: string, firstName: string, newEmail: string): TMailDraft => ({
  to,
  render: (context) => emailChangeNoticeMail({ firstName, newEmail }, context),
});
