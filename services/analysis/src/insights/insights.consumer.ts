import { Controller } from '@nestjs/common';
import { AnalysisRequests, type TInsight, type TInsightsView, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { InsightsService } from './insights.service';

@Controller()
export class InsightsConsumer {
  constructor(private readonly insights: InsightsService) {}

  @Handles(AnalysisRequests.insightsList)
  list(scope: TRequestOf<typeof AnalysisRequests.insightsList>): Promise<TInsightsView> {
    return this.insights.list(scope);
  }

  @Handles(AnalysisRequests.insightsRead)
  read(input: TRequestOf<typeof AnalysisRequests.insightsRead>): Promise<TInsight> {
    return this.insights.read(input, input.id);
  }

  @Handles(AnalysisRequests.insightsRefresh)
  refresh(scope: TRequestOf<typeof AnalysisRequests.insightsRefresh>): Promise<TInsightsView> {
    return this.insights.refresh(scope);
  }
}
