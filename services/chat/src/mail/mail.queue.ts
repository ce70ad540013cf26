import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { TQueueHealth } from '@app/contracts';
import { HealthService, queuePrefixOf, SERVICE_ENV, type TServiceEnv } from '@app/service-kit';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { chatEnv } from '../config/env';

// The queue of every mail the chat service sends (stored identifier: never rename).
export const CHAT_MAIL_QUEUE = 'chat-mail';

// A job names its mail and the row it is about, nothing personal: the worker reads the address
// and the text from the database when it sends.
export type TChatMailJob =
  | { mail: 'newsletter-welcome'; subscriptionId: string }
  | { mail: 'ticket-to-support' | 'ticket-acknowledgment'; ticketId: string };

// Like auth's mail queue: durable in Redis (under the chat Redis user's `bull:<database>:*`),
// retried with exponential backoff (MAIL_ATTEMPTS, MAIL_BACKOFF_MS), a mail that failed every
// attempt kept as a failed job (dead letter) in the health report.
@Injectable()
export class ChatMailQueue implements OnApplicationShutdown {
  readonly queue: Queue<TChatMailJob>;

  constructor(redis: Redis, @Inject(SERVICE_ENV) env: TServiceEnv, health: HealthService) {
    this.queue = new Queue<TChatMailJob>(CHAT_MAIL_QUEUE, {
      connection: redis,
      prefix: queuePrefixOf(env.databaseUrl),
      defaultJobOptions: {
        attempts: chatEnv.MAIL_ATTEMPTS,
        backoff: { type: 'exponential', delay: chatEnv.MAIL_BACKOFF_MS },
        removeOnComplete: { age: 24 * 3600, count: 1_000 },
        removeOnFail: { count: 5_000 },
      },
    });
    health.addQueue(CHAT_MAIL_QUEUE, () => this.counts());
  }

  // The job id is the mail and its row: the same event delivered twice queues one mail.
  async enqueue(job: TChatMailJob): Promise<void> {
    const id = job.mail === 'newsletter-welcome' ? job.subscriptionId : job.ticketId;
    await this.queue.add(job.mail, job, { jobId: `${job.mail}-${id}` });
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
