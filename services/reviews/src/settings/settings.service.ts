import { Injectable } from '@nestjs/common';
import type { TReviewSettings, TReviewSettingsUpdate } from '@app/contracts';
import type { Prisma } from '../generated/prisma/client';
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

  rememberBusiness(tx: Prisma.TransactionClient, businessId: string, profile: TBusinessProfile): Promise<void> {
    return this.repository.rememberBusiness(tx, businessId, profile);
  }

  forget(tx: Prisma.TransactionClient, businessId: string): Promise<void> {
    return this.repository.deleteBusiness(tx, businessId);
  }
}
