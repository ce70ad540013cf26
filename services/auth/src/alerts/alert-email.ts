import { ALERT_SWITCH_LABELS, type TAlertKind, type TAlertRaisedEvent, type TAlertSwitch } from '@app/contracts';
import { alertMail } from '@app/mail';
import type { TMailDraft } from '../passwords/mail-draft';

// docs/product.md §10 Alerts: the button of each kind of alert email.
const ACTION_LABELS: Record<TAlertKind, string> = {
  ranking: 'See your rankings',
  review: 'Reply to the review',
  'review-attack': 'See your reviews',
  competitor: 'See your competitors',
  visibility: 'See your visibility map',
};

// One alert as an email: the alert's words, a button to where acting on it happens, and the
// one-click unsubscribe from this kind (also the List-Unsubscribe headers, RFC 8058).
export const alertEmail = (
  to: string,
  firstName: string,
  alert: TAlertRaisedEvent,
  preference: TAlertSwitch,
  links: { appUrl: string; unsubscribeUrl: string },
): TMailDraft => ({
  to,
  headers: { 'List-Unsubscribe': `<${links.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  render: (context) =>
    alertMail(
      {
        firstName,
        title: alert.title,
        body: alert.body,
        actionUrl: `${links.appUrl}${alert.link}`,
        actionLabel: ACTION_LABELS[alert.kind],
        switchLabel: ALERT_SWITCH_LABELS[preference],
        unsubscribeUrl: links.unsubscribeUrl,
      },
      context,
    ),
});
