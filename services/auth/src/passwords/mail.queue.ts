import { Inject, Injectable } from '@nestjs/common';
import { HealthService, SERVICE_ENV, ServiceQueue } from '@app/service-kit';
import type { Job } from 'bullmq';
import { z } from 'zod';
import { SecretBox } from '../common/secret-box';
import type { TAuthEnv } from '../config/env';
import type { TMail } from './dev-mailbox.repository';
import type { TMailDraft } from './mail-draft';
import { Mailer } from './mailer';

// The queue of every mail the auth service sends (stored identifier: never rename).
export const AUTH_MAIL_QUEUE = 'auth-mail';
const SEND_MAIL_JOB = 'send';

// What a job holds: the rendered mail (recipient, subject, HTML and text with its single-use
// link) only sealed with the SecretBox, so Redis never holds a usable link in plain text.
const ZSendMailJob = z.object({ userId: z.string(), sealed: z.string() });
export type TSendMailJob = z.infer<typeof ZSendMailJob>;
// What the seal holds. `link` is logged only when the mail is kept in the dev mailbox.
type TSealedMail = { mail: TMail; link?: string };

export type TMailOptions = {
  // Stable per mail: queueing the same mail again (same link, same deletion) sends it once.
  jobId: string;
  userId: string;
  link?: string;
};

// A rendered, sealed mail ready to be added to the queue.
export type TPreparedMail = { jobId: string; data: TSendMailJob };

// Mail is queued before the request's reply goes (or after the commit of the event that asked
// for it) and sent by this queue's worker afterwards: it survives a restart, a refusing SMTP
// server is retried with exponential backoff (MAIL_ATTEMPTS, MAIL_BACKOFF_MS), and the reply
// never waits for SMTP (no account enumeration through the time "forgot password" takes). Mail
// that failed every attempt stays as a failed job (dead letter) in the health report.
@Injectable()
export class MailQueue extends ServiceQueue {
  constructor(
    @Inject(SERVICE_ENV) private readonly env: TAuthEnv,
    private readonly box: SecretBox,
    private readonly mailer: Mailer,
    health: HealthService,
  ) {
    super({
      name: AUTH_MAIL_QUEUE,
      databaseUrl: env.databaseUrl,
      redisUrl: env.REDIS_URL,
      label: 'auth-mail',
      concurrency: 4,
      jobDefaults: {
        attempts: env.MAIL_ATTEMPTS,
        backoff: { type: 'exponential', delay: env.MAIL_BACKOFF_MS },
      },
      health,
    });
  }

  async enqueue(draft: TMailDraft, options: TMailOptions): Promise<void> {
    await this.add(await this.prepare(draft, options));
  }

  // Renders the draft's template now: the job carries the finished mail, so a template change
  // never alters a mail already queued.
  async prepare(draft: TMailDraft, { jobId, userId, link }: TMailOptions): Promise<TPreparedMail> {
    const rendered = await draft.render({
      supportEmail: this.env.SUPPORT_EMAIL,
      // The app's public origin, as the BFF gave it in the link (auth has no URL of its own).
      ...(link === undefined ? {} : { appUrl: new URL(link).origin }),
    });
    const mail: TMail = {
      to: draft.to,
      ...rendered,
      ...(draft.headers ? { headers: draft.headers } : {}),
    };
    const sealed: TSealedMail = link === undefined ? { mail } : { mail, link };
    return { jobId, data: { userId, sealed: this.box.seal(JSON.stringify(sealed)) } };
  }

  // BullMQ adds a job id once: the same prepared mail added twice is sent once.
  async add({ jobId, data }: TPreparedMail): Promise<void> {
    await this.queue.add(SEND_MAIL_JOB, data, { jobId });
  }

  // Opens the seal, hands the mail to the Mailer (SMTP, dev mailbox or dropped) and logs what
  // became of it. An SMTP failure throws, and BullMQ retries the job.
  protected async process(job: Job): Promise<void> {
    if (job.name !== SEND_MAIL_JOB) return this.unknownJob(job);
    const { userId, sealed } = ZSendMailJob.parse(job.data);
    const { mail, link } = JSON.parse(this.box.open(sealed)) as TSealedMail;
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
}
