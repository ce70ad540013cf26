import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { REQUEST_TOPICS, type TPlanCatalogue } from '@app/contracts';
import { PlansService } from './plans.service';

@Controller()
export class PlansConsumer {
  constructor(private readonly plans: PlansService) {}

  @MessagePattern(REQUEST_TOPICS.billing.plansList)
  list(): Promise<TPlanCatalogue> {
    return this.plans.catalogue();
  }
}
