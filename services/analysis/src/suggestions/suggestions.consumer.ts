import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { REQUEST_TOPICS, ZBusinessScope, type TBusinessScope, type TKeywordSuggestions } from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { KeywordSuggestionsService } from './keyword-suggestions.service';

@Controller()
export class SuggestionsConsumer {
  constructor(private readonly suggestions: KeywordSuggestionsService) {}

  @MessagePattern(REQUEST_TOPICS.analysis.keywordSuggestions)
  suggest(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TKeywordSuggestions> {
    return this.suggestions.suggest(scope);
  }
}
