import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { REQUEST_TOPICS, ZTicketCreate, type TTicketCreate, type TTicketCreated } from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { TicketsService } from './tickets.service';

@Controller()
export class TicketsConsumer {
  constructor(private readonly tickets: TicketsService) {}

  @MessagePattern(REQUEST_TOPICS.chat.ticketsCreate)
  create(@Payload(new ZodPayloadPipe(ZTicketCreate)) input: TTicketCreate): Promise<TTicketCreated> {
    return this.tickets.create(input);
  }
}
