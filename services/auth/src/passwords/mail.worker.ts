import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { instrumentWorker, queuePrefixOf, SERVICE_ENV, watchQueueDepth } from '@app/service-kit';
import { Worker, type Job } from 'bullmq';
import Redis from 'ioredis';
import { SecretBox } from '../common/secret-box';
import type { TAuthEnv } from '../config/env';
import { AUTH_MAIL_QUEUE, MailQueue, type TSealedMail, type TSendMailJob } from './mail.queue';
import { Mailer } from './mailer';

// Sends the queued mail: opens the seal, hands the mail to the Mailer (SMTP, dev mailbox or
// dropped) and logs what became of it. An SMTP failure throws, and BullMQ retries the job.
@Injectable()
export class MailWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailWorker.name);
  private worker: Worker<TSendMailJob> | undefined;
  private connection: Redis | undefined;
  private unwatch: (() => void) | undefined;

  constructor(
    private readonly redis: Redis,
    @Inject(SERVICE_ENV) private readonly env: TAuthEnv,
    private readonly queue: MailQueue,
    private readonly box: SecretBox,
    private readonly mailer: Mailer,
  ) {}

  onApplicationBootstrap(): void {
    this.connection = this.redis.duplicate();
    this.worker = new Worker<TSendMailJob>(AUTH_MAIL_QUEUE, (job) => this.send(job), {
      connection: this.connection,
      prefix: queuePrefixOf(this.env.databaseUrl),
      concurrency: 4,
    });
    instrumentWorker(this.worker);
    this.unwatch = watchQueueDepth(this.queue.queue);
    this.worker.on('failed', (job, error) => {
      const final = job !== undefined && job.attemptsMade >= (job.opts.attempts ?? 1);
      const context = {
        err: error,
        jobId: job?.id,
        userId: job?.data.userId,
        attempts: job?.attemptsMade,
      };
      if (final) this.logger.error(context, 'Mail could not be sent; kept as a failed job');
      else this.logger.warn(context, 'Mail could not be sent; it will be retried');
    });
  }

  private async send(job: Job<TSendMailJob>): Promise<void> {
    const { userId } = job.data;
    const { mail, link } = JSON.parse(this.box.open(job.data.sealed)) as TSealedMail;
    const delivery = await this.mailer.send(mail);
    // The one place a link is logged: local development without SMTP.
    if (delivery === 'dev-mailbox')
      this.logger.log(
        { devMailbox: true, userId, link },
        `"${mail.subject}" kept in the dev mailbox`,
      );
    if (delivery === 'dropped')
      this.logger.warn(
        { userId },
        `"${mail.subject}" not sent: no SMTP_URL and the dev mailbox is off`,
      );
    if (delivery === 'smtp') this.logger.log({ userId, jobId: job.id }, `"${mail.subject}" sent`);
  }

  // Finishes the mail being sent (before the queue and the SMTP transport close); the rest stays
  // queued for the next replica or start.
  async beforeApplicationShutdown(): Promise<void> {
    this.unwatch?.();
    await this.worker?.close();
    await this.connection?.quit().catch(() => undefined);
  }
}
