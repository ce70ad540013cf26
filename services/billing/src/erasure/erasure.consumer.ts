import { Controller } from '@nestjs/common';
import { UserDeleted, type TEventOf } from '@app/contracts';
import { OnEvent, type TInboxContext } from '@app/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { ErasureService } from './erasure.service';

// auth.user.deleted → billing erases the business, in the transaction that records the event.
@Controller()
export class ErasureConsumer {
  constructor(private readonly erasure: ErasureService) {}

  @OnEvent(UserDeleted)
  onUserDeleted(event: TEventOf<typeof UserDeleted>, inbox: TInboxContext<Prisma.TransactionClient>): Promise<void> {
    return this.erasure.userDeleted(event.payload, inbox.tx);
  }
}
