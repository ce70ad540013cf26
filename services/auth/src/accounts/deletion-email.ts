import { accountDeletedMail } from '@app/mail';
import type { TMailDraft } from '../passwords/mail-draft';

// The confirmation promised when the account is deleted (docs/product.md §3 Data & Privacy).
export const accountDeletedEmail = (to: string, firstName: string): TMailDraft => ({
  to,
  render: (context) => accountDeletedMail({ firstName }, context),
});
