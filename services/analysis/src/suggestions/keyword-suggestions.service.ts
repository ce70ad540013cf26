import { Inject, Injectable, Logger } from '@nestjs/common';
import type { TBusinessScope, TKeywordSuggestions } from '@app/contracts';
import type { TOpenAi } from '@app/service-kit';
import { ScopeService } from '../businesses/scope.service';
import { aiKeywordSuggestions } from './ai-suggestions';
import { localKeywordSuggestions } from './local-suggestions';

export const AI_CLIENT = Symbol('AI_CLIENT');

// AI keyword suggestions (seasonal, local events, weather) for the business type and city:
// OpenAI when configured, the local generator otherwise or when the model fails.
@Injectable()
export class KeywordSuggestionsService {
  private readonly logger = new Logger(KeywordSuggestionsService.name);

  constructor(
    private readonly scope: ScopeService,
    @Inject(AI_CLIENT) private readonly ai: TOpenAi | null,
  ) {}

  async suggest(scope: TBusinessScope): Promise<TKeywordSuggestions> {
    const business = await this.scope.business(scope);
    const context = { type: business.type, city: business.city, now: new Date() };
    if (this.ai) {
      try {
        return { suggestions: await aiKeywordSuggestions(this.ai, context), source: 'openai' };
      } catch (error) {
        this.logger.warn({ err: error, businessId: business.id }, 'AI suggestions unavailable; using the local generator');
      }
    }
    return { suggestions: localKeywordSuggestions(context.type, context.city, context.now), source: 'local' };
  }
}
