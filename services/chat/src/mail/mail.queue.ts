import { Inject, Injectable } from '@nestjs/common';
import { newsletterWelcomeMail, supportTicketMail, ticketAcknowledgmentMail, type TMailContext } from '@app/mail';
import { HealthService, SERVICE_ENV, ServiceQueue, type TServiceEnv } from '@app/service-kit';
import type { Job } from 'bullmq';
import { chatEnv } from '../config/env';
import { ChatMailer } from './chat-mailer';
import { NewsletterTokens } from '../newsletter/unsubscribe-token';
import { MailRepository } from './mail.repository';

// The queue of every mail the chat service sends (stored identifier: never rename).
export const CHAT_MAIL_QUEUE = 'chat-mail';

// A job names its mail and the row it is about, nothing personal: the worker reads the address
// and the text from the database when it sends.
export type TChatMailJob =
  // `eventId`: the announcement it welcomes (absent from jobs queued before it was added).
  | { mail: 'newsletter-welcome'; subscriptionId: string; eventId?: string }
  | { mail: 'ticket-to-support' | 'ticket-acknowledgment'; ticketId: string };

// The job id is the mail and its row (and, for a welcome, the announcement): the same event
// delivered twice queues one mail.
const jobIdOf = (job: TChatMailJob): string =>
  job.mail === 'newsletter-welcome' ? `${job.mail}-${job.subscriptionId}${job.eventId ? `-${job.eventId}` : ''}` : `${job.mail}-${job.ticketId}`;

// Like auth's mail queue: durable in Redis, retried with exponential backoff (MAIL_ATTEMPTS tries
// from MAIL_BACKOFF_MS instead of the kit's defaults), a mail that failed every attempt kept as a
// failed job (dead letter) in the health report. The worker reads the sign-up or ticket, renders
// its template (libs/mail) and hands it to the ChatMailer: a row that is gone (erased since)
// sends nothing; an SMTP (or dev mailbox) failure throws, and the job is retried.
@Injectable()
export class ChatMailQueue extends ServiceQueue {
  private readonly context: TMailContext & { appUrl: string } = {
    supportEmail: chatEnv.SUPPORT_EMAIL,
    appUrl: chatEnv.PUBLIC_URL.replace(/\/+$/, ''),
  };

  constructor(
    @Inject(SERVICE_ENV) env: TServiceEnv,
    health: HealthService,
    private readonly repository: MailRepository,
    private readonly mailer: ChatMailer,
    private readonly tokens: NewsletterTokens,
  ) {
    super({
      name: CHAT_MAIL_QUEUE,
      databaseUrl: env.databaseUrl,
      redisUrl: env.REDIS_URL,
      label: CHAT_MAIL_QUEUE,
      concurrency: 4,
      jobDefaults: { attempts: chatEnv.MAIL_ATTEMPTS, backoff: { type: 'exponential', delay: chatEnv.MAIL_BACKOFF_MS } },
      health,
    });
  }

  async enqueue(job: TChatMailJob): Promise<void> {
    await this.queue.add(job.mail, job, { jobId: jobIdOf(job) });
  }

  // A queued mail, by the id `enqueue` gave it (what tests and operators look up).
  job(id: string): Promise<Job<TChatMailJob> | undefined> {
    return this.queue.getJob(id);
  }

  protected async process({ id: jobId, data }: Job<TChatMailJob>): Promise<void> {
    if (data.mail === 'newsletter-welcome') {
      const subscription = await this.repository.subscription(data.subscriptionId);
      if (!subscription) return this.gone(jobId);
      // RFC 8058: a signed one-click link in the mail and in its headers (no sign-in needed).
      const token = this.tokens.sign(subscription.id, new Date());
      const unsubscribeUrl = `${this.context.appUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      const mail = await newsletterWelcomeMail({ ...this.context, unsubscribeUrl });
      const headers = { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
      return this.mailer.send({ to: subscription.email, ...mail, headers }, { jobId, subscriptionId: data.subscriptionId });
    }
    const ticket = await this.repository.ticket(data.ticketId);
    if (!ticket) return this.gone(jobId);
    if (data.mail === 'ticket-to-support') {
      const mail = await supportTicketMail({ ...ticket, ticketId: ticket.id }, this.context);
      // Replying from the support inbox answers the sender.
      return this.mailer.send({ to: chatEnv.SUPPORT_INBOX ?? chatEnv.SUPPORT_EMAIL, replyTo: ticket.email, ...mail }, { jobId, ticketId: ticket.id });
    }
    const mail = await ticketAcknowledgmentMail({ ticketId: ticket.id, name: ticket.name, subject: ticket.subject }, this.context);
    return this.mailer.send({ to: ticket.email, ...mail }, { jobId, ticketId: ticket.id });
  }

  private gone(jobId: string | undefined): void {
    this.logger.log({ jobId }, 'Mail not sent: its sign-up or ticket was erased (or unsubscribed)');
  }
}
