import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { AuthRequests } from '@app/contracts';
import { createTransport, type Transporter } from 'nodemailer';
import { chatEnv } from '../config/env';
import { ChatRpc } from '../rpc/chat-rpc';

export type TOutgoingMail = {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  // Extra headers (the newsletter's List-Unsubscribe, RFC 8058).
  headers?: Record<string, string>;
};

// How long a mail waits for the RPC client to connect (at boot) and for auth's answer; past
// either, the job fails and BullMQ retries it.
const CONNECT_WAIT_MS = 10_000;
const STORE_TIMEOUT_MS = 5_000;

// Sends through SMTP_URL when set. Without it (local mode) the mail goes to auth's dev mailbox
// (auth.dev-mailbox.store, when DEV_MAILBOX is on), where the app's /api/dev/mailbox shows it;
// with the dev mailbox off too it is only logged. Either way one INFO line with the job id (the
// mail's kind and row id), never the address, subject or text, which may be what a visitor typed.
@Injectable()
export class ChatMailer implements OnApplicationShutdown {
  private readonly logger = new Logger(ChatMailer.name);
  private readonly transport: Transporter | undefined = chatEnv.SMTP_URL
    ? createTransport(chatEnv.SMTP_URL)
    : undefined;

  constructor(private readonly rpc: ChatRpc) {}

  // Throws when the SMTP server (or auth, for the dev mailbox) refuses the mail or cannot be
  // reached: the job is retried.
  async send(mail: TOutgoingMail, context: Record<string, unknown>): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: chatEnv.MAIL_FROM, ...mail });
      this.logger.log(context, 'Mail sent');
      return;
    }
    if (!chatEnv.DEV_MAILBOX) {
      this.logger.log(context, 'Mail not sent: no SMTP_URL (local mode)');
      return;
    }
    await this.storeInDevMailbox(mail);
    this.logger.log(context, 'Mail kept in the dev mailbox: no SMTP_URL (local mode)');
  }

  private async storeInDevMailbox({ to, subject, text, html }: TOutgoingMail): Promise<void> {
    if (!(await this.rpc.connected(CONNECT_WAIT_MS)))
      throw new Error('The RPC client is not connected; the dev mailbox cannot be reached');
    await this.rpc.call(AuthRequests.devMailboxStore, { to, subject, text, html }, { timeoutMs: STORE_TIMEOUT_MS });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
