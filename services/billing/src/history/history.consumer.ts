import { Controller } from '@nestjs/common';
import { BillingRequests, type TBillingHistory, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { HistoryService } from './history.service';

@Controller()
export class HistoryConsumer {
  constructor(private readonly history: HistoryService) {}

  @Handles(BillingRequests.historyList)
  list(actor: TRequestOf<typeof BillingRequests.historyList>): Promise<TBillingHistory> {
    return this.history.list(actor);
  }
}
