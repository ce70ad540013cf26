import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@app/service-kit';
import { AlertsModule } from './alerts/alerts.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { BusinessesModule } from './businesses/businesses.module';
import { CompetitorsModule } from './competitors/competitors.module';
import { env } from './config/env';
import { PrismaClient } from './generated/prisma/client';
import { GoogleModule } from './google/google.module';
import { GoogleReviewsModule } from './google/reviews/google-reviews.module';
import { GooglePerformanceModule } from './google/performance/google-performance.module';
import { InsightsModule } from './insights/insights.module';
import { KeywordsModule } from './keywords/keywords.module';
import { ListingModule } from './listing/listing.module';
import { LocalSeoModule } from './local-seo/local-seo.module';
import { OnboardingModule } from './onboarding/onboarding.module';
import { OverviewModule } from './overview/overview.module';
import { RanksModule } from './ranks/ranks.module';
import { ReviewGrowthModule } from './review-growth/review-growth.module';
import { SuggestionsModule } from './suggestions/suggestions.module';
import { VisibilityModule } from './visibility/visibility.module';
import { WeeklyPlanModule } from './weekly-plan/weekly-plan.module';

@Module({
  imports: [
    ServiceKitModule.forService({ env, prisma: PrismaClient }),
    BusinessesModule,
    RanksModule,
    KeywordsModule,
    CompetitorsModule,
    OnboardingModule,
    SuggestionsModule,
    ListingModule,
    AnalyticsModule,
    InsightsModule,
    OverviewModule,
    LocalSeoModule,
    GoogleModule,
    GoogleReviewsModule,
    GooglePerformanceModule,
    VisibilityModule,
    AlertsModule,
    WeeklyPlanModule,
    ReviewGrowthModule,
  ],
})
export class AppModule {}
