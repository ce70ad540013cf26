import { Controller } from '@nestjs/common';
import { ReviewsRequests, type TReplyInput, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { SettingsService } from './settings.service';

type R = typeof ReviewsRequests;

@Controller()
export class SettingsConsumer {
  constructor(private readonly settings: SettingsService) {}

  @Handles(ReviewsRequests.settingsGet)
  get(input: TRequestOf<R['settingsGet']>): Promise<TReplyInput<R['settingsGet']>> {
    return this.settings.get(input.businessId);
  }

  @Handles(ReviewsRequests.settingsUpdate)
  update(input: TRequestOf<R['settingsUpdate']>): Promise<TReplyInput<R['settingsUpdate']>> {
    return this.settings.update(input.businessId, input.userId, input.settings);
  }
}
