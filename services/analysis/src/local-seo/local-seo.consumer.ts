import { Controller } from '@nestjs/common';
import { AnalysisRequests, type TLocalSeoAnalysis, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { LocalSeoService } from './local-seo.service';

@Controller()
export class LocalSeoConsumer {
  constructor(private readonly localSeo: LocalSeoService) {}

  @Handles(AnalysisRequests.localSeo)
  analyse(query: TRequestOf<typeof AnalysisRequests.localSeo>): TLocalSeoAnalysis {
    return this.localSeo.analyse(query);
  }
}
