import { Controller } from '@nestjs/common';
import { AnalysisRequests, type TAcknowledged, type TCompetitorsAdded, type TCompetitorsView, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { CompetitorsService } from './competitors.service';

@Controller()
export class CompetitorsConsumer {
  constructor(private readonly competitors: CompetitorsService) {}

  @Handles(AnalysisRequests.competitorsList)
  list(scope: TRequestOf<typeof AnalysisRequests.competitorsList>): Promise<TCompetitorsView> {
    return this.competitors.view(scope);
  }

  @Handles(AnalysisRequests.competitorsAdd)
  async add(input: TRequestOf<typeof AnalysisRequests.competitorsAdd>): Promise<TCompetitorsAdded> {
    return { added: await this.competitors.add(input, input.competitors) };
  }

  @Handles(AnalysisRequests.competitorsRemove)
  async remove(input: TRequestOf<typeof AnalysisRequests.competitorsRemove>): Promise<TAcknowledged> {
    await this.competitors.remove(input, input.id);
    return { ok: true };
  }
}
