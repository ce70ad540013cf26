import { Controller } from '@nestjs/common';
import { AnalysisRequests, type TAnalyticsSeries, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { AnalyticsService } from './analytics.service';

@Controller()
export class AnalyticsConsumer {
  constructor(private readonly analytics: AnalyticsService) {}

  @Handles(AnalysisRequests.analyticsSeries)
  series(input: TRequestOf<typeof AnalysisRequests.analyticsSeries>): Promise<TAnalyticsSeries> {
    return this.analytics.series(input, input, input.metric);
  }
}
