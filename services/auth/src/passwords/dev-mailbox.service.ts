import { Inject, Injectable } from '@nestjs/common';
import type {
  TDevMailboxReply,
  TDevMailboxRequest,
  TDevMailboxStoreRequest,
  TAcknowledged,
} from '@app/contracts';
import { SERVICE_ENV, ServiceException } from '@app/service-kit';
import type { TAuthEnv } from '../config/env';
import { DevMailboxRepository } from './dev-mailbox.repository';

const MAX_MESSAGES = 50;

// Lets a developer (and the end-to-end tests) read the mail that was not sent, auth's own and the
// mail other services (chat) could not send without SMTP. Never in production.
@Injectable()
export class DevMailboxService {
  constructor(
    @Inject(SERVICE_ENV) private readonly env: TAuthEnv,
    private readonly repository: DevMailboxRepository,
  ) {}

  async list({ to }: TDevMailboxRequest): Promise<TDevMailboxReply> {
    if (!this.env.DEV_MAILBOX)
      throw new ServiceException('FORBIDDEN', 'The dev mailbox is disabled');
    const messages = await this.repository.latest(
      to?.trim().toLowerCase() || undefined,
      MAX_MESSAGES,
    );
    return {
      messages: messages.map((message) => ({
        id: message.id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        createdAt: message.createdAt.toISOString(),
      })),
    };
  }

  // A mail another service rendered but could not send (no SMTP). The list shows the newest 50.
  async store(mail: TDevMailboxStoreRequest): Promise<TAcknowledged> {
    if (!this.env.DEV_MAILBOX)
      throw new ServiceException('FORBIDDEN', 'The dev mailbox is disabled');
    await this.repository.store({ ...mail, to: mail.to.trim().toLowerCase() });
    return { ok: true };
  }
}
