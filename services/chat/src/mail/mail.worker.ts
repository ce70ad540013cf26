import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import {
  newsletterWelcomeMail,
  supportTicketMail,
  ticketAcknowledgmentMail,
  type TMailContext,
} from '@app/mail';
import {
  instrumentWorker,
  queuePrefixOf,
  SERVICE_ENV,
  watchQueueDepth,
  type TServiceEnv,
} from '@app/service-kit';
import { Worker, type Job } from 'bullmq';
import Redis from 'ioredis';
import { chatEnv } from '../config/env';
import { ChatMailer } from './chat-mailer';
import { CHAT_MAIL_QUEUE, ChatMailQueue, type TChatMailJob } from './mail.queue';
import { MailRepository } from './mail.repository';

// Sends the queued mail: reads the sign-up or ticket, renders its template (libs/mail) and hands
// it to the ChatMailer. A row that is gone (erased since) sends nothing; an SMTP (or dev mailbox)
// failure throws, and BullMQ retries the job.
@Injectable()
export class ChatMailWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ChatMailWorker.name);
  private readonly context: TMailContext & { appUrl: string } = {
    supportEmail: chatEnv.SUPPORT_EMAIL,
    appUrl: chatEnv.PUBLIC_URL.replace(/\/+$/, ''),
  };
  private worker: Worker<TChatMailJob> | undefined;
  private connection: Redis | undefined;
  private unwatch: (() => void) | undefined;

  constructor(
    private readonly redis: Redis,
    @Inject(SERVICE_ENV) private readonly env: TServiceEnv,
    private readonly queue: ChatMailQueue,
    private readonly repository: MailRepository,
    private readonly mailer: ChatMailer,
  ) {}

  onApplicationBootstrap(): void {
    this.connection = this.redis.duplicate();
    this.worker = new Worker<TChatMailJob>(CHAT_MAIL_QUEUE, (job) => this.send(job), {
      connection: this.connection,
      prefix: queuePrefixOf(this.env.databaseUrl),
      concurrency: 4,
    });
    instrumentWorker(this.worker);
    this.unwatch = watchQueueDepth(this.queue.queue);
    this.worker.on('failed', (job, error) => {
      const final = job !== undefined && job.attemptsMade >= (job.opts.attempts ?? 1);
      const context = { err: error, jobId: job?.id, attempts: job?.attemptsMade };
      if (final) this.logger.error(context, 'Mail could not be sent; kept as a failed job');
      else this.logger.warn(context, 'Mail could not be sent; it will be retried');
    });
  }

  private async send({ id: jobId, data }: Job<TChatMailJob>): Promise<void> {
    if (data.mail === 'newsletter-welcome') {
      const subscription = await this.repository.subscription(data.subscriptionId);
      if (!subscription) return this.gone(jobId);
      const mail = await newsletterWelcomeMail(this.context);
      return this.mailer.send(
        { to: subscription.email, ...mail },
        { jobId, subscriptionId: data.subscriptionId },
      );
    }
    const ticket = await this.repository.ticket(data.ticketId);
    if (!ticket) return this.gone(jobId);
    if (data.mail === 'ticket-to-support') {
      const mail = await supportTicketMail({ ...ticket, ticketId: ticket.id }, this.context);
      // Replying from the support inbox answers the sender.
      return this.mailer.send(
        { to: chatEnv.SUPPORT_INBOX ?? chatEnv.SUPPORT_EMAIL, replyTo: ticket.email, ...mail },
        { jobId, ticketId: ticket.id },
      );
    }
    const mail = await ticketAcknowledgmentMail(
      { ticketId: ticket.id, name: ticket.name, subject: ticket.subject },
      this.context,
    );
    return this.mailer.send({ to: ticket.email, ...mail }, { jobId, ticketId: ticket.id });
  }

  private gone(jobId: string | undefined): void {
    this.logger.log({ jobId }, 'Mail not sent: its sign-up or ticket was erased');
  }

  // Finishes the mail being sent; the rest stays queued for the next replica or start.
  async beforeApplicationShutdown(): Promise<void> {
    this.unwatch?.();
    await this.worker?.close();
    await this.connection?.quit().catch(() => undefined);
  }
}
