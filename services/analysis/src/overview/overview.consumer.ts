import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { REQUEST_TOPICS, ZOverviewRequest, type TAnalysisOverview, type TOverviewRequest } from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { OverviewService } from './overview.service';

@Controller()
export class OverviewConsumer {
  constructor(private readonly overview: OverviewService) {}

  @MessagePattern(REQUEST_TOPICS.analysis.overview)
  get(@Payload(new ZodPayloadPipe(ZOverviewRequest)) request: TOverviewRequest): Promise<TAnalysisOverview> {
    return this.overview.overview(request);
  }
}
