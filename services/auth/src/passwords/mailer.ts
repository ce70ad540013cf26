import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_ENV } from '@app/service-kit';
import { createTransport, type Transporter } from 'nodemailer';
import type { TAuthEnv } from '../config/env';
import { DevMailboxRepository, type TMail } from './dev-mailbox.repository';

export type TDelivery = 'smtp' | 'dev-mailbox' | 'dropped';

// Sends through SMTP_URL when set; otherwise keeps the mail in the dev mailbox (when enabled).
// Only the mail worker calls it: everything else queues mail (MailQueue), so nothing a request
// waits for talks to the SMTP server.
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter | undefined;

  constructor(
    @Inject(SERVICE_ENV) private readonly env: TAuthEnv,
    private readonly mailbox: DevMailboxRepository,
  ) {
    this.transport = env.SMTP_URL ? createTransport(env.SMTP_URL) : undefined;
  }

  // Throws when the SMTP server refuses the mail or cannot be reached (the job is retried).
  async send(mail: TMail): Promise<TDelivery> {
    if (this.transport) {
      await this.transport.sendMail({
        from: this.env.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        // A job queued before mails had an HTML part has none: nodemailer then sends text only.
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      return 'smtp';
    }
    if (this.env.DEV_MAILBOX) {
      await this.mailbox.store(mail);
      return 'dev-mailbox';
    }
    return 'dropped';
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
