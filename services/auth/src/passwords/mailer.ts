import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { SERVICE_ENV } from '@app/service-kit';
import { createTransport, type Transporter } from 'nodemailer';
import type { TAuthEnv } from '../config/env';
import { DevMailboxRepository, type TMail } from './dev-mailbox.repository';

export type TDelivery = 'smtp' | 'dev-mailbox' | 'dropped';

// Sends through SMTP_URL when set; otherwise keeps the mail in the dev mailbox (when enabled).
@Injectable()
export class Mailer implements BeforeApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(SERVICE_ENV) private readonly env: TAuthEnv,
    private readonly mailbox: DevMailboxRepository,
  ) {
    this.transport = env.SMTP_URL ? createTransport(env.SMTP_URL) : undefined;
  }

  async send(mail: TMail): Promise<TDelivery> {
    if (this.transport) {
      await this.transport.sendMail({
        from: this.env.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      return 'smtp';
    }
    if (this.env.DEV_MAILBOX) {
      await this.mailbox.store(mail);
      return 'dev-mailbox';
    }
    return 'dropped';
  }

  // Sends after the reply has gone, so how long the reply takes does not say whether a mail was
  // sent (no account enumeration through "forgot password"). Failures are logged.
  sendLater(mail: TMail, onSent: (delivery: TDelivery) => void): void {
    const job: Promise<void> = this.send(mail)
      .then(onSent)
      .catch((error: unknown) =>
        this.logger.error({ err: error, subject: mail.subject }, 'Mail could not be sent'),
      )
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  // Mail queued by the last requests still goes out on a rolling restart.
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    this.transport?.close();
  }
}
