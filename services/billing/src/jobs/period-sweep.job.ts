import { Injectable, Logger } from '@nestjs/common';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';

const BATCH = 200;

// docs/product.md §9: a trial that ends without payment, or a cancelled subscription at the end of its period,
// becomes read-only; each change announces billing.subscription.changed (through the outbox).
@Injectable()
export class PeriodSweepJob {
  private readonly logger = new Logger(PeriodSweepJob.name);

  constructor(private readonly subscriptions: SubscriptionsService) {}

  async handle(): Promise<number> {
    let changed = 0;
    for (;;) {
      const due = await this.subscriptions.dueBusinesses(BATCH);
      for (const businessId of due) if (await this.subscriptions.settle(businessId)) changed += 1;
      if (due.length < BATCH) break;
    }
    if (changed > 0) this.logger.log({ changed }, 'Ended periods settled');
    return changed;
  }
}
