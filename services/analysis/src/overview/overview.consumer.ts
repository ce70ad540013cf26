import { Controller } from '@nestjs/common';
import { AnalysisRequests, type TAnalysisOverview, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { OverviewService } from './overview.service';

@Controller()
export class OverviewConsumer {
  constructor(private readonly overview: OverviewService) {}

  @Handles(AnalysisRequests.overview)
  get(request: TRequestOf<typeof AnalysisRequests.overview>): Promise<TAnalysisOverview> {
    return this.overview.overview(request);
  }
}
