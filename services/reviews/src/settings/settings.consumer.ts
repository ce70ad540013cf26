import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZReviewsSettingsGetRequest,
  ZReviewsSettingsUpdateRequest,
  type TReviewSettings,
  type TReviewsActorRequest,
  type TReviewsSettingsUpdateRequest,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsConsumer {
  constructor(private readonly settings: SettingsService) {}

  @MessagePattern(REQUEST_TOPICS.reviews.settingsGet)
  get(@Payload(new ZodPayloadPipe(ZReviewsSettingsGetRequest)) input: TReviewsActorRequest): Promise<TReviewSettings> {
    return this.settings.get(input.businessId);
  }

  @MessagePattern(REQUEST_TOPICS.reviews.settingsUpdate)
  update(@Payload(new ZodPayloadPipe(ZReviewsSettingsUpdateRequest)) input: TReviewsSettingsUpdateRequest): Promise<TReviewSettings> {
    return this.settings.update(input.businessId, input.userId, input.settings);
  }
}
