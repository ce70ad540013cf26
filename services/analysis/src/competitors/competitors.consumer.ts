import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { REQUEST_TOPICS, ZBusinessScope, ZCompetitorsAddRequest, ZItemRemoveRequest, type TBusinessScope, type TCompetitorsView, type TNamedItem } from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import type { z } from 'zod';
import { CompetitorsService } from './competitors.service';

@Controller()
export class CompetitorsConsumer {
  constructor(private readonly competitors: CompetitorsService) {}

  @MessagePattern(REQUEST_TOPICS.analysis.competitorsList)
  list(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TCompetitorsView> {
    return this.competitors.view(scope);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.competitorsAdd)
  async add(@Payload(new ZodPayloadPipe(ZCompetitorsAddRequest)) input: z.infer<typeof ZCompetitorsAddRequest>): Promise<{ added: TNamedItem[] }> {
    return { added: await this.competitors.add(input, input.competitors) };
  }

  @MessagePattern(REQUEST_TOPICS.analysis.competitorsRemove)
  async remove(@Payload(new ZodPayloadPipe(ZItemRemoveRequest)) input: z.infer<typeof ZItemRemoveRequest>): Promise<{ ok: true }> {
    await this.competitors.remove(input, input.id);
    return { ok: true };
  }
}
