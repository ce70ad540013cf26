import type { TWeeklyPlanReadyEvent } from '@app/contracts';
import { weeklyPlanMail } from '@app/mail';
import type { TMailDraft } from '../passwords/mail-draft';

// "Dec 7": the week's Monday as the subject says it (a calendar day, no timezone shift).
export const weekLabelOf = (weekOf: string): string => new Date(`${weekOf}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

// The weekly report email: the week's plan, links into the app, and the one-click unsubscribe from
// Weekly Reports (also in the List-Unsubscribe headers, RFC 8058).
export const weeklyPlanEmail = (to: string, firstName: string, plan: TWeeklyPlanReadyEvent, links: { appUrl: string; unsubscribeUrl: string }): TMailDraft => ({
  to,
  headers: { 'List-Unsubscribe': `<${links.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  render: (context) =>
    weeklyPlanMail(
      {
        firstName,
        businessName: plan.businessName,
        weekLabel: weekLabelOf(plan.weekOf),
        lastWeek: plan.lastWeek.map((line) => line.text),
        actions: plan.actions.map((action) => ({ title: action.title, why: action.why, url: `${links.appUrl}${action.link}` })),
        planUrl: `${links.appUrl}/dashboard`,
        unsubscribeUrl: links.unsubscribeUrl,
      },
      context,
    ),
});
