import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { TQueueHealth } from '@app/contracts';
import { HealthService, queuePrefixOf, SERVICE_ENV } from '@app/service-kit';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { SecretBox } from '../common/secret-box';
import type { TAuthEnv } from '../config/env';
import type { TMail } from './dev-mailbox.repository';
import type { TMailDraft } from './mail-draft';

// The queue of every mail the auth service sends (stored identifier: never rename).
export const AUTH_MAIL_QUEUE = 'auth-mail';
export const SEND_MAIL_JOB = 'send';

// What a job holds: the rendered mail (recipient, subject, HTML and text with its single-use
// link) only sealed with the SecretBox, so Redis never holds a usable link in plain text.
export type TSendMailJob = { userId: string; sealed: string };
// What the seal holds. `link` is logged only when the mail is kept in the dev mailbox.
export type TSealedMail = { mail: TMail; link?: string };

export type TMailOptions = {
  // Stable per mail: queueing the same mail again (same link, same deletion) sends it once.
  jobId: string;
  userId: string;
  link?: string;
};

// Mail is queued before the request's reply goes and sent by MailWorker afterwards: it survives
// a restart, a refusing SMTP server is retried with exponential backoff (MAIL_ATTEMPTS,
// MAIL_BACKOFF_MS), and the reply never waits for SMTP (no account enumeration through the time
// "forgot password" takes). Mail that failed every attempt stays as a failed job (dead letter) in
// the health report. Keys live under queuePrefixOf (the auth Redis user's `bull:<database>:*`).
@Injectable()
export class MailQueue implements OnApplicationShutdown {
  readonly queue: Queue<TSendMailJob>;

  constructor(
    redis: Redis,
    @Inject(SERVICE_ENV) private readonly env: TAuthEnv,
    private readonly box: SecretBox,
    health: HealthService,
  ) {
    this.queue = new Queue<TSendMailJob>(AUTH_MAIL_QUEUE, {
      connection: redis,
      prefix: queuePrefixOf(env.databaseUrl),
      defaultJobOptions: {
        attempts: env.MAIL_ATTEMPTS,
        backoff: { type: 'exponential', delay: env.MAIL_BACKOFF_MS },
        removeOnComplete: { age: 24 * 3600, count: 1_000 },
        removeOnFail: { count: 5_000 },
      },
    });
    health.addQueue(AUTH_MAIL_QUEUE, () => this.counts());
  }

  // Renders the draft's template now: the job carries the finished mail, so a template change
  // never alters a mail already queued.
  async enqueue(draft: TMailDraft, { jobId, userId, link }: TMailOptions): Promise<void> {
    const rendered = await draft.render({
      supportEmail: this.env.SUPPORT_EMAIL,
      // The app's public origin, as the BFF gave it in the link (auth has no URL of its own).
      ...(link === undefined ? {} : { appUrl: new URL(link).origin }),
    });
    const mail: TMail = { to: draft.to, ...rendered, ...(draft.headers ? { headers: draft.headers } : {}) };
    const sealed: TSealedMail = link === undefined ? { mail } : { mail, link };
    await this.queue.add(
      SEND_MAIL_JOB,
      { userId, sealed: this.box.seal(JSON.stringify(sealed)) },
      { jobId },
    );
  }

  async counts(): Promise<TQueueHealth> {
    const counts = await this.queue.getJobCounts(
      'waiting',
      'active',
      'delayed',
      'failed',
      'prioritized',
    );
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      deadLetter: counts.failed ?? 0,
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
