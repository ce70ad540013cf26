import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { REQUEST_TOPICS, ZBillingActor, type TBillingActor, type TBillingHistory } from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { HistoryService } from './history.service';

@Controller()
export class HistoryConsumer {
  constructor(private readonly history: HistoryService) {}

  @MessagePattern(REQUEST_TOPICS.billing.historyList)
  list(@Payload(new ZodPayloadPipe(ZBillingActor)) actor: TBillingActor): Promise<TBillingHistory> {
    return this.history.list(actor);
  }
}
