import { Injectable, Logger } from '@nestjs/common';
import { INSIGHT_PRIORITIES, INSIGHT_TYPES, type TBusinessScope, type TInsight, type TInsightsView } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { ScopeService } from '../businesses/scope.service';
import { BackgroundRunsRepository } from '../common/background-runs.repository';
import { localDay } from '../common/business-day';
import { toCompetitor } from '../competitors/competitor-view';
import { CompetitorsRepository } from '../competitors/competitors.repository';
import type { Business, Insight } from '../generated/prisma/client';
import { ListingService } from '../listing/listing.service';
import { insightDrafts, RULES } from './insight-rules';
import { InsightsRepository } from './insights.repository';

const NOT_FOUND = 'That insight was not found.';

const toInsight = (row: Insight): TInsight => ({
  id: row.id,
  title: row.title,
  description: row.description,
  type: (INSIGHT_TYPES as readonly string[]).includes(row.type) ? (row.type as TInsight['type']) : 'other',
  priority: (INSIGHT_PRIORITIES as readonly string[]).includes(row.priority) ? (row.priority as TInsight['priority']) : 'low',
  impactScore: row.impactScore,
  actionRecommended: row.actionRecommended,
  action: { label: row.actionLabel, href: row.actionHref },
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

// docs/product.md §2 Insights: generated in the background from the business's own data (rank history,
// competitors' figures, reviews, the season, the listing), and on demand ('Insights refreshed').
@Injectable()
export class InsightsService {
  private readonly logger = new Logger(InsightsService.name);

  constructor(
    private readonly scope: ScopeService,
    private readonly repository: InsightsRepository,
    private readonly competitors: CompetitorsRepository,
    private readonly listing: ListingService,
    private readonly runs: BackgroundRunsRepository,
  ) {}

  async list(scope: TBusinessScope): Promise<TInsightsView> {
    const business = await this.scope.business(scope);
    return this.viewOf(business);
  }

  async read(scope: TBusinessScope, id: string): Promise<TInsight> {
    const business = await this.scope.business(scope);
    const row = await this.repository.markRead(business.id, id);
    if (!row) throw new ServiceException('NOT_FOUND', NOT_FOUND);
    return toInsight(row);
  }

  // The refresh's state is kept while it runs (docs/product.md §4), so a page reloaded meanwhile
  // shows it running and then how it ended, though its own request is gone.
  async refresh(scope: TBusinessScope): Promise<TInsightsView> {
    const business = await this.scope.business(scope);
    const runId = await this.runs.start(business.id, 'insights-refresh', null);
    let generatedAt: Date;
    try {
      generatedAt = await this.generate(business, new Date());
    } catch (error) {
      await this.runs.finish(business.id, 'insights-refresh', runId, { error: 'Your insights could not be refreshed. Please try again.' });
      throw error;
    }
    await this.runs.finish(business.id, 'insights-refresh', runId, 'done');
    return this.viewOf({ ...business, insightsGeneratedAt: generatedAt });
  }

  unreadCount(businessId: string): Promise<number> {
    return this.repository.unreadCount(businessId);
  }

  // Finds today's situations and stores them as insights (no duplicates, read state kept).
  async generate(business: Business, now: Date): Promise<Date> {
    const today = localDay(now, business.timezone);
    const [keywords, competitors, state] = await Promise.all([
      this.repository.keywordChecks(business.id, today, RULES.rankFreshDays + RULES.rankWindowDays),
      this.competitors.listWithSnapshots(business.id),
      this.listing.stateOf(business),
    ]);
    const drafts = insightDrafts(
      {
        businessType: business.type,
        timeZone: business.timezone,
        keywords,
        competitors: competitors.map(toCompetitor),
        reviews: state.reviews,
        checklist: state.listing.checklist,
      },
      now,
    );
    await this.repository.sync(business.id, drafts, now);
    this.logger.log({ businessId: business.id, insights: drafts.length }, 'Insights generated');
    return now;
  }

  private async viewOf(business: Business): Promise<TInsightsView> {
    const [rows, refresh] = await Promise.all([this.repository.list(business.id), this.runs.latest(business.id, 'insights-refresh')]);
    return {
      insights: rows.map(toInsight),
      unreadCount: rows.filter((row) => !row.isRead).length,
      generatedAt: business.insightsGeneratedAt?.toISOString() ?? null,
      refresh,
    };
  }
}
