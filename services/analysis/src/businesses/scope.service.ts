import { Injectable } from '@nestjs/common';
import type { TBusinessScope } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import type { Business } from '../generated/prisma/client';
import type { TPlan } from './businesses.repository';
import { BusinessesRepository } from './businesses.repository';
import { PlanService } from './plan.service';

const READ_ONLY =
  'Your account is read-only until you choose a plan. Pick one on the Billing page to make changes again.';

// The business a request acts for, and its plan when the request changes data.
@Injectable()
export class ScopeService {
  constructor(
    private readonly businesses: BusinessesRepository,
    private readonly plans: PlanService,
  ) {}

  business(scope: TBusinessScope): Promise<Business> {
    return this.businesses.ensure(scope.businessId, scope.userId);
  }

  // For a change: the plan's limits, refusing a read-only account.
  async forChange(scope: TBusinessScope): Promise<{ business: Business; plan: TPlan }> {
    const business = await this.business(scope);
    const plan = await this.plans.planOf(business);
    if (plan.readOnly) throw new ServiceException('FORBIDDEN', READ_ONLY);
    return { business, plan };
  }
}
