import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZBusinessScope,
  ZOnboardingUpdateRequest,
  type TBusinessScope,
  type TOnboardingState,
  type TOnboardingSuggestions,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import type { z } from 'zod';
import { OnboardingService } from './onboarding.service';

@Controller()
export class OnboardingConsumer {
  constructor(private readonly onboarding: OnboardingService) {}

  @MessagePattern(REQUEST_TOPICS.analysis.onboardingGet)
  state(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TOnboardingState> {
    return this.onboarding.state(scope);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.onboardingUpdate)
  update(@Payload(new ZodPayloadPipe(ZOnboardingUpdateRequest)) input: z.infer<typeof ZOnboardingUpdateRequest>): Promise<TOnboardingState> {
    return this.onboarding.update(input, input.update);
  }

  @MessagePattern(REQUEST_TOPICS.analysis.onboardingSuggestions)
  suggestions(@Payload(new ZodPayloadPipe(ZBusinessScope)) scope: TBusinessScope): Promise<TOnboardingSuggestions> {
    return this.onboarding.suggestions(scope);
  }
}
