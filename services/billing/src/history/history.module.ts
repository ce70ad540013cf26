import { Module } from '@nestjs/common';
import { HistoryConsumer } from './history.consumer';
import { HistoryRepository } from './history.repository';
import { HistoryService } from './history.service';

@Module({
  controllers: [HistoryConsumer],
  providers: [HistoryService, HistoryRepository],
})
export class HistoryModule {}
