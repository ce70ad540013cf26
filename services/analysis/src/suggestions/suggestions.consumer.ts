import { Controller } from '@nestjs/common';
import { AnalysisRequests, type TKeywordSuggestions, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { KeywordSuggestionsService } from './keyword-suggestions.service';

@Controller()
export class SuggestionsConsumer {
  constructor(private readonly suggestions: KeywordSuggestionsService) {}

  @Handles(AnalysisRequests.keywordSuggestions)
  suggest(scope: TRequestOf<typeof AnalysisRequests.keywordSuggestions>): Promise<TKeywordSuggestions> {
    return this.suggestions.suggest(scope);
  }
}
