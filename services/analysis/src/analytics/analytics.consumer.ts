import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { REQUEST_TOPICS, ZAnalyticsSeriesRequest, type TAnalyticsSeries } from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import type { z } from 'zod';
import { AnalyticsService } from './analytics.service';

@Controller()
export class AnalyticsConsumer {
  constructor(private readonly analytics: AnalyticsService) {}

  @MessagePattern(REQUEST_TOPICS.analysis.analyticsSeries)
  series(@Payload(new ZodPayloadPipe(ZAnalyticsSeriesRequest)) input: z.infer<typeof ZAnalyticsSeriesRequest>): Promise<TAnalyticsSeries> {
    return this.analytics.series(input, input, input.metric);
  }
}
