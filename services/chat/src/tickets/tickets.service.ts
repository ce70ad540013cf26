import { Injectable, Logger } from '@nestjs/common';
import type { TTicketCreate, TTicketCreated } from '@app/contracts';
import { TicketsRepository } from './tickets.repository';

@Injectable()
export class TicketsService {
  private readonly logger = new Logger(TicketsService.name);

  constructor(private readonly repository: TicketsRepository) {}

  // Every submission is a new open ticket (docs/product.md §2 Contact page, Help 'Still Need Help?').
  async create(input: TTicketCreate): Promise<TTicketCreated> {
    const { userId, ...ticket } = input;
    const ticketId = await this.repository.create(userId, ticket);
    // Ids and kinds only: the name, email and message stay out of the logs.
    this.logger.log({ ticketId, source: ticket.source, type: ticket.type, signedIn: userId !== null }, 'Support ticket stored');
    return { ticketId };
  }
}
