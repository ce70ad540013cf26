import { Injectable } from '@nestjs/common';
import { ZActivityItem, type TAnalysisOverview, type TOverviewRequest } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { ScopeService } from '../businesses/scope.service';
import { AnalyticsService } from '../analytics/analytics.service';
import { InsightsService } from '../insights/insights.service';
import { OverviewRepository } from './overview.repository';

const ACTIVITY_KINDS = ZActivityItem.shape.kind.options;
type TActivityKind = (typeof ACTIVITY_KINDS)[number];
const isActivityKind = (kind: string): kind is TActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(kind);

// `analysis.overview`: the dashboard's keywords, analytics and insights blocks for a business.
@Injectable()
export class OverviewService {
  constructor(
    private readonly scope: ScopeService,
    private readonly businesses: BusinessesRepository,
    private readonly repository: OverviewRepository,
    private readonly analytics: AnalyticsService,
    private readonly insights: InsightsService,
  ) {}

  // With the signed-in user's id the business is created if its events are still on their way;
  // without it, only a known business has an overview.
  async overview(request: TOverviewRequest): Promise<TAnalysisOverview> {
    const business = request.userId ? await this.scope.business({ businessId: request.businessId, userId: request.userId }) : await this.businesses.find(request.businessId);
    if (!business) throw new ServiceException('NOT_FOUND', 'No such business.');
    const [ranks, competitors, activity, { totals, figures }, unreadCount] = await Promise.all([
      this.repository.rankStats(business.id),
      this.repository.competitorCount(business.id),
      this.repository.recentActivity(business.id),
      this.analytics.dashboardTotals(business),
      this.insights.unreadCount(business.id),
    ]);
    return {
      business: { id: business.id, name: business.name, type: business.type, city: business.city },
      keywords: { total: ranks.total, averageRank: ranks.averageRank, top3Rankings: ranks.top3, top10Rankings: ranks.top10 },
      competitors: { total: competitors },
      // The last 30 days of the same series as Reports (Google's published days for a connected
      // business, else modelled), so the two pages agree.
      analytics: {
        googleMyBusinessViews: totals.listingViews,
        websiteClicks: totals.websiteClicks,
        phoneCalls: totals.phoneCalls,
        directionRequests: totals.directionRequests,
        source: figures.source,
        latestDay: figures.latestDay,
      },
      insights: { unreadCount },
      onboarding: { completed: business.onboardingCompletedAt !== null },
      recentActivity: activity.flatMap((item) =>
        isActivityKind(item.kind) ? [{ id: item.id, kind: item.kind, text: item.text, occurredAt: item.occurredAt.toISOString() }] : [],
      ),
    };
  }
}
