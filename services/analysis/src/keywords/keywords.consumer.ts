import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZBusinessScope,
  ZItemRemoveRequest,
  ZKeywordsAddRequest,
  ZRankCheckRequest,
  type TBusinessScope,
  type TKeywordsView,
  type TRankCheckQueued,
  type TTrackedKeyword,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import type { z } from 'zod';
import { RankChecksService } from '../ranks/rank-checks.service';
import { KeywordsService } from './keywords.service';

@Controller()
export class KeywordsConsumer {
  constructor(
    private readonly keywords: KeywordsService,
    private readonly checks: RankChecksService,
  ) {}

  @MessagePattern(REQUEST_TOPICS.analysis.keywordsList)
  list(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TKeywordsView> {
    return this.keywords.list(scope);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.keywordsAdd)
  async add(@Payload(new ZodPayloadPipe(ZKeywordsAddRequest)) input: z.infer<typeof ZKeywordsAddRequest>): Promise<{ added: TTrackedKeyword[] }> {
    return { added: await this.keywords.add(input, input.keywords) };
  }

  @MessagePattern(REQUEST_TOPICS.analysis.keywordsRemove)
  async remove(@Payload(new ZodPayloadPipe(ZItemRemoveRequest)) input: z.infer<typeof ZItemRemoveRequest>): Promise<{ ok: true }> {
    await this.keywords.remove(input, input.id);
    return { ok: true };
  }

  @MessagePattern(REQUEST_TOPICS.analysis.ranksCheck)
  check(@Payload(new ZodPayloadPipe(ZRankCheckRequest)) input: z.infer<typeof ZRankCheckRequest>): Promise<TRankCheckQueued> {
    return this.checks.checkNow(input, input.keywordId);
  }
}
