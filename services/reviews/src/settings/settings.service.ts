import { Injectable } from '@nestjs/common';
import type { TReviewSettings, TReviewSettingsUpdate } from '@app/contracts';
import { SettingsRepository, type TBusinessProfile } from './settings.repository';

@Injectable()
export class SettingsService {
  constructor(private readonly repository: SettingsRepository) {}

  async get(businessId: string): Promise<TReviewSettings> {
    const { tone, autoRespond } = await this.repository.get(businessId);
    return { tone, autoRespond };
  }

  async update(businessId: string, userId: string, patch: TReviewSettingsUpdate): Promise<TReviewSettings> {
    await this.repository.update(businessId, userId, patch);
    return this.get(businessId);
  }

  rememberBusiness(businessId: string, profile: TBusinessProfile): Promise<void> {
    return this.repository.rememberBusiness(businessId, profile);
  }

  forget(businessId: string): Promise<void> {
    return this.repository.deleteBusiness(businessId);
  }
}
