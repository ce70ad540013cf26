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
import type { TMailDraft } from '../passwords/mail-draft';
import { MailQueue } from '../passwords/mail.queue';
import { alertEmail } from './alert-email';
import { AlertsRepository, type TAlertRecipient } from './alerts.repository';
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
    const preference = ALERT_SWITCH_OF[alert.kind];
    await this.deliverOnce(inbox, now, {
      userId: alert.userId,
      deliveryId: alert.alertId,
      channel: EMAIL,
      preference,
      jobId: `alert-${alert.alertId}-${EMAIL}`,
      draft: (recipient, links) => alertEmail(recipient.email, recipient.firstName, alert, preference, links),
      log: { context: { userId: alert.userId, alertId: alert.alertId, kind: alert.kind }, message: 'Alert email queued' },
    });
  }

  // docs/product.md §11: the Monday plan as the weekly report email, when Weekly Reports is on;
  // once per plan, as alerts are (the delivery row is keyed by the plan).
  async onWeeklyPlanReady(
    plan: TWeeklyPlanReadyEvent,
    inbox: TInboxContext<Prisma.TransactionClient>,
    now = new Date(),
  ): Promise<void> {
    await this.deliverOnce(inbox, now, {
      userId: plan.userId,
      deliveryId: plan.planId,
      channel: WEEKLY_EMAIL,
      preference: 'weeklyReports',
      jobId: `weekly-plan-${plan.planId}`,
      draft: (recipient, links) => weeklyPlanEmail(recipient.email, recipient.firstName, plan, links),
      log: { context: { userId: plan.userId, businessId: plan.businessId, weekOf: plan.weekOf }, message: 'Weekly plan email queued' },
    });
  }

  // The steps both emails share: the recipient, the switch, the delivery row (written whether the
  // switch is on or not, so a redelivered event is a no-op), the prepared mail, and the add once the
  // inbox's transaction has committed.
  private async deliverOnce(
    inbox: TInboxContext<Prisma.TransactionClient>,
    now: Date,
    delivery: {
      userId: string;
      deliveryId: string;
      channel: string;
      preference: TAlertSwitch;
      jobId: string;
      draft: (recipient: TAlertRecipient, links: { appUrl: string; unsubscribeUrl: string }) => TMailDraft;
      // What is logged once the mail is queued.
      log: { context: Record<string, unknown>; message: string };
    },
  ): Promise<void> {
    const { userId, deliveryId, channel, preference, jobId } = delivery;
    const recipient = await this.repository.recipient(inbox.tx, userId);
    if (!recipient) return;
    const switchedOn = recipient.switches[preference];
    const recorded = await this.repository.recordDelivery(inbox.tx, deliveryId, channel, userId, switchedOn ? 'queued' : 'switched-off');
    if (!recorded || !switchedOn) return;
    const links = { appUrl: this.env.PUBLIC_URL, unsubscribeUrl: this.unsubscribeUrl(userId, preference, now) };
    const mail = await this.mail.prepare(delivery.draft(recipient, links), { jobId, userId });
    inbox.afterCommit(async () => {
      await this.mail.add(mail);
      this.logger.log(delivery.log.context, delivery.log.message);
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
