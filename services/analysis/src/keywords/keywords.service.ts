import { Inject, Injectable, Logger } from '@nestjs/common';
import type { TBusinessScope, TKeywordsView, TTrackedKeyword } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { PlanService } from '../businesses/plan.service';
import { BackgroundRunsRepository } from '../common/background-runs.repository';
import { ScopeService } from '../businesses/scope.service';
import { RANK_PROVIDER, type RankProvider } from '../ranks/providers/rank-provider';
import { RankChecksService } from '../ranks/rank-checks.service';
import { toTrackedKeyword } from './keyword-view';
import { KeywordsRepository } from './keywords.repository';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

@Injectable()
export class KeywordsService {
  private readonly logger = new Logger(KeywordsService.name);

  constructor(
    private readonly repository: KeywordsRepository,
    private readonly scope: ScopeService,
    private readonly plans: PlanService,
    private readonly checks: RankChecksService,
    private readonly runs: BackgroundRunsRepository,
    @Inject(RANK_PROVIDER) private readonly provider: RankProvider,
  ) {}

  async list(scope: TBusinessScope): Promise<TKeywordsView> {
    const business = await this.scope.business(scope);
    const [rows, plan, rankCheck] = await Promise.all([
      this.repository.list(business.id),
      this.plans.planOf(business),
      this.runs.latest(business.id, 'rank-check'),
    ]);
    const keywords = rows.map(toTrackedKeyword);
    const checked = keywords.map((keyword) => keyword.lastCheckedAt).filter((at): at is string => at !== null);
    return {
      keywords,
      limit: plan.keywordLimit,
      rankCheckFrequency: plan.rankCheckFrequency,
      provider: this.provider.name,
      lastCheckedAt: checked.sort().at(-1) ?? null,
      rankCheck,
    };
  }

  // One or many at once; all or nothing. docs/product.md §5: no duplicates. The plan caps the total.
  async add(scope: TBusinessScope, keywords: string[]): Promise<TTrackedKeyword[]> {
    const { business, plan } = await this.scope.forChange(scope);
    const outcome = await this.repository.add(business.id, keywords, plan.keywordLimit);
    if (outcome.status === 'duplicate') {
      throw new ServiceException('CONFLICT', `"${outcome.keyword}" is already on your list.`, [{ path: 'keywords', message: `"${outcome.keyword}" is already on your list.` }]);
    }
    if (outcome.status === 'over-limit') {
      const room = Math.max(plan.keywordLimit - outcome.current, 0);
      throw new ServiceException(
        'LIMIT_REACHED',
        `Your ${plan.planName} plan tracks up to ${plural(plan.keywordLimit, 'keyword')} and you have ${outcome.current}` +
          (room > 0 ? `, so you can add ${room} more.` : '.') +
          ' Remove a keyword or upgrade your plan on the Billing page.',
      );
    }
    this.logger.log({ businessId: business.id, added: outcome.ids.length }, 'Keywords added');
    await this.checks.checkNew(business, outcome.ids);
    const rows = await this.repository.list(business.id);
    return rows.filter((row) => outcome.ids.includes(row.id)).map(toTrackedKeyword);
  }

  async remove(scope: TBusinessScope, keywordId: string): Promise<void> {
    const business = await this.scope.business(scope);
    if (!(await this.repository.remove(business.id, keywordId))) {
      throw new ServiceException('NOT_FOUND', 'That keyword is not on your list.');
    }
  }
}
