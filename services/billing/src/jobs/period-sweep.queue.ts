import { Inject, Injectable } from '@nestjs/common';
import { HealthService, SERVICE_ENV, ServiceQueue } from '@app/service-kit';
import { BILLING_QUEUES } from '../common/queues';
import type { TBillingEnv } from '../config/env';
import { PeriodSweepJob } from './period-sweep.job';

// The repeating period sweep, one run at a time. Its scheduler id is its job name: every replica
// upserts the same repeating job instead of adding one each. A failed run is retried with the
// kit's backoff, and the next run starts over anyway.
@Injectable()
export class PeriodSweepQueue extends ServiceQueue {
  constructor(
    @Inject(SERVICE_ENV) env: TBillingEnv,
    health: HealthService,
    private readonly sweep: PeriodSweepJob,
  ) {
    super({
      name: BILLING_QUEUES.periodSweep,
      databaseUrl: env.databaseUrl,
      redisUrl: env.REDIS_URL,
      label: BILLING_QUEUES.periodSweep,
      concurrency: 1,
      health,
      sweep: { jobName: 'period-sweep', everyMs: env.BILLING_SWEEP_INTERVAL_MS },
    });
  }

  protected process(): Promise<number> {
    return this.sweep.handle();
  }
}
