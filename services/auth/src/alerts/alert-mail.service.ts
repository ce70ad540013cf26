import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ALERT_SWITCH_LABELS,
  ALERT_SWITCH_OF,
  UNSUBSCRIBE_MESSAGES,
  type TAlertRaisedEvent,
  type TAlertSwitch,
  type TUnsubscribeReply,
  type TWeeklyPlanReadyEvent,
} from '@app/contracts';
import { SERVICE_ENV, ServiceException, type TInboxContext } from '@app/service-kit';
import type { TAuthEnv } from '../config/env';
import type { Prisma } from '../generated/prisma/client';
import { MailQueue } from '../passwords/mail.queue';
import { alertEmail } from './alert-email';
import { AlertsRepository } from './alerts.repository';
import { UnsubscribeTokens } from './unsubscribe-token';
import { weeklyPlanEmail } from './weekly-plan-email';

const EMAIL = 'email';
const WEEKLY_EMAIL = 'weekly-email';

// docs/product.md §10 Alerts: analysis raises an alert (in-app always); auth, which holds the
// address and the Settings switches, emails it when the kind's switch is on, at most once per
// alert and channel, and turns a switch off from the email's signed one-click link.
@Injectable()
export class AlertMailService {
  private readonly logger = new Logger(AlertMailService.name);

  constructor(
    @Inject(SERVICE_ENV) private readonly env: TAuthEnv,
    private readonly repository: AlertsRepository,
    private readonly mail: MailQueue,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  // At most once per alert and channel: the delivery row (unique alert and channel) is written in
  // the inbox's transaction, and only the event that wrote it queues the mail, after the commit,
  // under the alert's job id (BullMQ adds a job id once). A crash between the commit and the add
  // loses that one mail rather than sending it twice.
  async onAlertRaised(
    alert: TAlertRaisedEvent,
    inbox: TInboxContext<Prisma.TransactionClient>,
    now = new Date(),
  ): Promise<void> {
    const recipient = await this.repository.recipient(inbox.tx, alert.userId);
    if (!recipient) return;
    const preference = ALERT_SWITCH_OF[alert.kind];
    const switchedOn = recipient.switches[preference];
    const recorded = await this.repository.recordDelivery(
      inbox.tx,
      alert.alertId,
      EMAIL,
      alert.userId,
      switchedOn ? 'queued' : 'switched-off',
    );
    if (!recorded || !switchedOn) return;
    const unsubscribeUrl = this.unsubscribeUrl(alert.userId, preference, now);
    const mail = await this.mail.prepare(
      alertEmail(recipient.email, recipient.firstName, alert, preference, {
        appUrl: this.env.PUBLIC_URL,
        unsubscribeUrl,
      }),
      {
        jobId: `alert-${alert.alertId}-${EMAIL}`,
        userId: alert.userId,
      },
    );
    inbox.afterCommit(async () => {
      await this.mail.add(mail);
      this.logger.log(
        { userId: alert.userId, alertId: alert.alertId, kind: alert.kind },
        'Alert email queued',
      );
    });
  }

  // docs/product.md §11: the Monday plan as the weekly report email, when Weekly Reports is on;
  // once per plan, as alerts are (the delivery row is keyed by the plan).
  async onWeeklyPlanReady(
    plan: TWeeklyPlanReadyEvent,
    inbox: TInboxContext<Prisma.TransactionClient>,
    now = new Date(),
  ): Promise<void> {
    const recipient = await this.repository.recipient(inbox.tx, plan.userId);
    if (!recipient) return;
    const switchedOn = recipient.switches.weeklyReports;
    const recorded = await this.repository.recordDelivery(inbox.tx, plan.planId, WEEKLY_EMAIL, plan.userId, switchedOn ? 'queued' : 'switched-off');
    if (!recorded || !switchedOn) return;
    const links = { appUrl: this.env.PUBLIC_URL, unsubscribeUrl: this.unsubscribeUrl(plan.userId, 'weeklyReports', now) };
    const mail = await this.mail.prepare(weeklyPlanEmail(recipient.email, recipient.firstName, plan, links), { jobId: `weekly-plan-${plan.planId}`, userId: plan.userId });
    inbox.afterCommit(async () => {
      await this.mail.add(mail);
      this.logger.log({ userId: plan.userId, businessId: plan.businessId, weekOf: plan.weekOf }, 'Weekly plan email queued');
    });
  }

  private unsubscribeUrl(userId: string, preference: TAlertSwitch, now: Date): string {
    const token = this.tokens.sign(userId, preference, now);
    return `${this.env.PUBLIC_URL}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  // What a link stands for, without changing anything (a mail scanner may open GET links).
  async check(token: string): Promise<TUnsubscribeReply> {
    const claims = await this.claimsOf(token);
    return { preference: claims.preference, label: ALERT_SWITCH_LABELS[claims.preference], unsubscribed: false };
  }

  async unsubscribe(token: string): Promise<TUnsubscribeReply> {
    const claims = await this.claimsOf(token);
    if (!(await this.repository.switchOff(claims.userId, claims.preference))) throw new ServiceException('VALIDATION', UNSUBSCRIBE_MESSAGES.invalid);
    this.logger.log({ userId: claims.userId, preference: claims.preference }, 'Alert emails turned off from an unsubscribe link');
    return { preference: claims.preference, label: ALERT_SWITCH_LABELS[claims.preference], unsubscribed: true };
  }

  private async claimsOf(token: string) {
    const claims = this.tokens.verify(token);
    if (!claims || !(await this.repository.exists(claims.userId))) throw new ServiceException('VALIDATION', UNSUBSCRIBE_MESSAGES.invalid);
    return claims;
  }
}
