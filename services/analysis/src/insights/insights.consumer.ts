import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { REQUEST_TOPICS, ZBusinessScope, ZInsightReadRequest, type TBusinessScope, type TInsight, type TInsightsView } from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import type { z } from 'zod';
import { InsightsService } from './insights.service';

@Controller()
export class InsightsConsumer {
  constructor(private readonly insights: InsightsService) {}

  @MessagePattern(REQUEST_TOPICS.analysis.insightsList)
  list(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TInsightsView> {
    return this.insights.list(scope);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.insightsRead)
  read(@Payload(new ZodPayloadPipe(ZInsightReadRequest)) input: z.infer<typeof ZInsightReadRequest>): Promise<TInsight> {
    return this.insights.read(input, input.id);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.insightsRefresh)
  refresh(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TInsightsView> {
    return this.insights.refresh(scope);
  }
}
