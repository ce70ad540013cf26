import { Controller } from '@nestjs/common';
import { AnalysisRequests, type TOnboardingState, type TOnboardingSuggestions, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { OnboardingService } from './onboarding.service';

@Controller()
export class OnboardingConsumer {
  constructor(private readonly onboarding: OnboardingService) {}

  @Handles(AnalysisRequests.onboardingGet)
  state(scope: TRequestOf<typeof AnalysisRequests.onboardingGet>): Promise<TOnboardingState> {
    return this.onboarding.state(scope);
  }

  @Handles(AnalysisRequests.onboardingUpdate)
  update(input: TRequestOf<typeof AnalysisRequests.onboardingUpdate>): Promise<TOnboardingState> {
    return this.onboarding.update(input, input.update);
  }

  @Handles(AnalysisRequests.onboardingSuggestions)
  suggestions(scope: TRequestOf<typeof AnalysisRequests.onboardingSuggestions>): Promise<TOnboardingSuggestions> {
    return this.onboarding.suggestions(scope);
  }
}
