import { Controller } from '@nestjs/common';
import { UserDeleted, type TEventOf } from '@app/contracts';
import { OnEvent, type TInboxContext } from '@app/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { AccountsRepository } from './accounts.repository';

// Auth reads its own auth.user.deleted: once the event is on Kafka (every service erases from
// there), its outbox row — the last row naming the user, business and address — goes too.
@Controller()
export class ErasureConsumer {
  constructor(private readonly repository: AccountsRepository) {}

  @OnEvent(UserDeleted)
  async onUserDeleted(
    event: TEventOf<typeof UserDeleted>,
    inbox: TInboxContext<Prisma.TransactionClient>,
  ): Promise<void> {
    await this.repository.eraseDeliveredEvents(inbox.tx, event.payload.userId, event.id);
  }
}
