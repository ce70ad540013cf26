import { Injectable } from '@nestjs/common';
import type { TPlanCatalogue } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import type { Plan } from '../generated/prisma/client';
import { dollars, EXTRA_LOCATION_MONTHLY_CENTS, toPlan, TRIAL_DAYS } from './catalogue';
import { PlansRepository } from './plans.repository';

@Injectable()
export class PlansService {
  constructor(private readonly repository: PlansRepository) {}

  async plan(name: string): Promise<Plan> {
    const plan = await this.repository.findByName(name);
    if (!plan) throw new ServiceException('NOT_FOUND', `There is no plan called ${name}.`);
    return plan;
  }

  async catalogue(): Promise<TPlanCatalogue> {
    const plans = await this.repository.list();
    return {
      plans: plans.map(toPlan),
      extraLocationMonthly: dollars(EXTRA_LOCATION_MONTHLY_CENTS),
      trialDays: TRIAL_DAYS,
      currency: 'usd',
    };
  }
}
