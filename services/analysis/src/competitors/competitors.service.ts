import { Injectable } from '@nestjs/common';
import type { TBusinessScope, TCompetitorsView, TNamedItem } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { PlanService } from '../businesses/plan.service';
import { ScopeService } from '../businesses/scope.service';
import { localDay } from '../common/business-day';
import { env } from '../config/env';
import { CompetitorFiguresQueue } from './competitor-figures.queue';
import { toCompetitor } from './competitor-view';
import { CompetitorsRepository } from './competitors.repository';

// Competitors named by the owner (onboarding step 3, the competitors page); the plan caps how
// many. Their figures are taken right after they are added and then daily.
@Injectable()
export class CompetitorsService {
  constructor(
    private readonly repository: CompetitorsRepository,
    private readonly scope: ScopeService,
    private readonly plans: PlanService,
    private readonly figures: CompetitorFiguresQueue,
  ) {}

  async list(scope: TBusinessScope): Promise<TNamedItem[]> {
    const business = await this.scope.business(scope);
    return this.repository.list(business.id);
  }

  async view(scope: TBusinessScope): Promise<TCompetitorsView> {
    const business = await this.scope.business(scope);
    const [rows, plan] = await Promise.all([this.repository.listWithSnapshots(business.id), this.plans.planOf(business)]);
    return { competitors: rows.map(toCompetitor), limit: plan.competitorLimit };
  }

  async add(scope: TBusinessScope, names: string[]): Promise<TNamedItem[]> {
    const { business, plan } = await this.scope.forChange(scope);
    const outcome = await this.repository.add(business.id, names, plan.competitorLimit);
    if (outcome.status === 'duplicate') {
      throw new ServiceException('CONFLICT', `${outcome.name} is already on your list.`, [{ path: 'competitors', message: `${outcome.name} is already on your list.` }]);
    }
    if (outcome.status === 'over-limit') {
      throw new ServiceException(
        'LIMIT_REACHED',
        `Your ${plan.planName} plan follows up to ${plan.competitorLimit} competitor${plan.competitorLimit === 1 ? '' : 's'} and you have ${outcome.current}. Remove one or upgrade your plan on the Billing page.`,
      );
    }
    const ids = outcome.items.map((item) => item.id);
    await this.figures.enqueue(
      { businessId: business.id, competitorIds: ids, day: localDay(new Date(), business.timezone), backfillDays: env.SIMULATED_HISTORY_DAYS },
      `added:${business.id}:${ids[0] ?? ''}`,
    );
    return outcome.items;
  }

  async remove(scope: TBusinessScope, competitorId: string): Promise<void> {
    const business = await this.scope.business(scope);
    if (!(await this.repository.remove(business.id, competitorId))) {
      throw new ServiceException('NOT_FOUND', 'That competitor is not on your list.');
    }
  }
}
