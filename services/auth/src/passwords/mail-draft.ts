import type { TMailContext, TRenderedMail } from '@app/mail';

// A mail to queue: its recipient and its template (libs/mail), rendered by MailQueue with the
// support address and the app's origin.
export type TMailDraft = {
  to: string;
  // Extra headers (an alert email's List-Unsubscribe, RFC 8058).
  headers?: Record<string, string>;
  render: (context: TMailContext) => Promise<TRenderedMail>;
};
