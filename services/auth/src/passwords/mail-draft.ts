import type { TMailContext, TRenderedMail } from '@app/mail';

// A mail to queue: its recipient and its template (libs/mail), rendered by MailQueue with the
// support address and the app's origin.
export type TMailDraft = {
  to: string;
  render: (context: TMailContext) => Promise<TRenderedMail>;
};
