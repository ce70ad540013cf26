import { Module } from '@nestjs/common';
import { TicketsConsumer } from './tickets.consumer';
import { TicketsRepository } from './tickets.repository';
import { TicketsService } from './tickets.service';

@Module({
  controllers: [TicketsConsumer],
  providers: [TicketsService, TicketsRepository],
  // Chat escalations store their ticket through the same repository.
  exports: [TicketsRepository],
})
export class TicketsModule {}
