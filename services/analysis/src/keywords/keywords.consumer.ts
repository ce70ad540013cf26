import { Controller } from '@nestjs/common';
import { AnalysisRequests, type TAcknowledged, type TKeywordsAdded, type TKeywordsView, type TRankCheckQueued, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { RankChecksService } from '../ranks/rank-checks.service';
import { KeywordsService } from './keywords.service';

@Controller()
export class KeywordsConsumer {
  constructor(
    private readonly keywords: KeywordsService,
    private readonly checks: RankChecksService,
  ) {}

  @Handles(AnalysisRequests.keywordsList)
  list(scope: TRequestOf<typeof AnalysisRequests.keywordsList>): Promise<TKeywordsView> {
    return this.keywords.list(scope);
  }

  @Handles(AnalysisRequests.keywordsAdd)
  async add(input: TRequestOf<typeof AnalysisRequests.keywordsAdd>): Promise<TKeywordsAdded> {
    return { added: await this.keywords.add(input, input.keywords) };
  }

  @Handles(AnalysisRequests.keywordsRemove)
  async remove(input: TRequestOf<typeof AnalysisRequests.keywordsRemove>): Promise<TAcknowledged> {
    await this.keywords.remove(input, input.id);
    return { ok: true };
  }

  @Handles(AnalysisRequests.ranksCheck)
  check(input: TRequestOf<typeof AnalysisRequests.ranksCheck>): Promise<TRankCheckQueued> {
    return this.checks.checkNow(input, input.keywordId);
  }
}
