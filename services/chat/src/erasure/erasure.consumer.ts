import { Controller, Logger } from '@nestjs/common';
import { UserDeleted, type TEventOf } from '@app/contracts';
import { OnEvent, type TInboxContext } from '@app/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { ErasureRepository } from './erasure.repository';

// auth.user.deleted → chat erases the person's tickets, conversations and newsletter sign-up, in
// the transaction that records the event.
@Controller()
export class ErasureConsumer {
  private readonly logger = new Logger(ErasureConsumer.name);

  constructor(private readonly repository: ErasureRepository) {}

  @OnEvent(UserDeleted)
  async onUserDeleted(event: TEventOf<typeof UserDeleted>, inbox: TInboxContext<Prisma.TransactionClient>): Promise<void> {
    const { userId, email } = event.payload;
    const erased = await this.repository.erase(inbox.tx, userId, email);
    this.logger.log({ userId, ...erased }, 'Chat data of a deleted account erased');
  }
}
