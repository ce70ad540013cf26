import { Controller } from '@nestjs/common';
import { ChatRequests, type TRequestOf, type TTicketCreated } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { TicketsService } from './tickets.service';

@Controller()
export class TicketsConsumer {
  constructor(private readonly tickets: TicketsService) {}

  @Handles(ChatRequests.ticketsCreate)
  create(input: TRequestOf<typeof ChatRequests.ticketsCreate>): Promise<TTicketCreated> {
    return this.tickets.create(input);
  }
}
