import { Injectable } from '@nestjs/common';
import type { TBusinessScope, TOnboardingState, TOnboardingSuggestions, TOnboardingUpdate } from '@app/contracts';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { ScopeService } from '../businesses/scope.service';
import { CompetitorsRepository } from '../competitors/competitors.repository';
import { KeywordsRepository } from '../keywords/keywords.repository';
import { onboardingSuggestions } from '../suggestions/local-suggestions';

// docs/product.md §3/§4 Onboarding: the wizard's state lives here, so a reload resumes where the owner was.
// Its keywords and competitors are the tracked ones (added through the keywords and competitors
// topics as the owner clicks).
@Injectable()
export class OnboardingService {
  constructor(
    private readonly scope: ScopeService,
    private readonly businesses: BusinessesRepository,
    private readonly keywords: KeywordsRepository,
    private readonly competitors: CompetitorsRepository,
  ) {}

  async state(scope: TBusinessScope): Promise<TOnboardingState> {
    const business = await this.scope.business(scope);
    const [keywords, competitors] = await Promise.all([this.keywords.list(business.id), this.competitors.list(business.id)]);
    return {
      gmbConnected: business.gmbConnected,
      keywords: keywords.map((row) => ({ id: row.id, name: row.keyword })),
      competitors,
      completed: business.onboardingCompletedAt !== null,
    };
  }

  async update(scope: TBusinessScope, update: TOnboardingUpdate): Promise<TOnboardingState> {
    const business = await this.scope.business(scope);
    if (update.gmbConnected) await this.businesses.setGmbConnected(business.id);
    if (update.completed) await this.businesses.complete(business.id, new Date());
    return this.state(scope);
  }

  async suggestions(scope: TBusinessScope): Promise<TOnboardingSuggestions> {
    const business = await this.scope.business(scope);
    return onboardingSuggestions(business.type, business.city);
  }
}
