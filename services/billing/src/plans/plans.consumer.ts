import { Controller } from '@nestjs/common';
import { BillingRequests, type TPlanCatalogue } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { PlansService } from './plans.service';

@Controller()
export class PlansConsumer {
  constructor(private readonly plans: PlansService) {}

  @Handles(BillingRequests.plansList)
  list(): Promise<TPlanCatalogue> {
    return this.plans.catalogue();
  }
}
