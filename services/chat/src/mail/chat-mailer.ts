import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { chatEnv } from '../config/env';

export type TOutgoingMail = {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
};

// Sends through SMTP_URL when set. Without it (local mode) the mail is only logged: one INFO line
// with the job id (the mail's kind and row id), never the address, subject or text, which may be
// what a visitor typed. chat has no dev mailbox.
@Injectable()
export class ChatMailer implements OnApplicationShutdown {
  private readonly logger = new Logger(ChatMailer.name);
  private readonly transport: Transporter | undefined = chatEnv.SMTP_URL
    ? createTransport(chatEnv.SMTP_URL)
    : undefined;

  // Throws when the SMTP server refuses the mail or cannot be reached (the job is retried).
  async send(mail: TOutgoingMail, context: Record<string, unknown>): Promise<void> {
    if (!this.transport) {
      this.logger.log(context, 'Mail not sent: no SMTP_URL (local mode)');
      return;
    }
    await this.transport.sendMail({ from: chatEnv.MAIL_FROM, ...mail });
    this.logger.log(context, 'Mail sent');
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
