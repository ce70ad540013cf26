import { Injectable } from '@nestjs/common';
import { DEFAULT_TIMEZONE, type TBusinessType, type TReviewSettings } from '@app/contracts';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

// `timezone` comes with auth.user.registered and auth.business.updated; absent (an event from
// before registrations carried it), the stored one stays: auth's default for a new business.
export type TBusinessProfile = { userId: string; businessName: string; businessType: TBusinessType; timezone?: string | undefined };
export type TStoredSettings = TReviewSettings & { businessName: string | null; businessType: TBusinessType | null; timezone: string };

export const DEFAULT_SETTINGS: TReviewSettings = { tone: 'friendly-professional', autoRespond: 'manual' };

// A business's review settings and the profile the replies sign with (kept from auth events).
@Injectable()
export class SettingsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async get(businessId: string): Promise<TStoredSettings> {
    const row = await this.prisma.reviewSettings.findUnique({ where: { businessId } });
    return {
      tone: (row?.tone as TReviewSettings['tone'] | undefined) ?? DEFAULT_SETTINGS.tone,
      autoRespond: (row?.autoRespond as TReviewSettings['autoRespond'] | undefined) ?? DEFAULT_SETTINGS.autoRespond,
      businessName: row?.businessName ?? null,
      businessType: (row?.businessType as TBusinessType | null | undefined) ?? null,
      timezone: row?.timezone ?? DEFAULT_TIMEZONE,
    };
  }

  async update(businessId: string, userId: string, patch: Partial<TReviewSettings>): Promise<void> {
    await this.prisma.reviewSettings.upsert({
      where: { businessId },
      create: { businessId, userId, ...DEFAULT_SETTINGS, ...patch },
      update: patch,
    });
  }

  async rememberBusiness(tx: Prisma.TransactionClient, businessId: string, profile: TBusinessProfile): Promise<void> {
    await tx.reviewSettings.upsert({
      where: { businessId },
      create: { businessId, ...DEFAULT_SETTINGS, ...profile },
      update: profile,
    });
  }

  async deleteBusiness(tx: Prisma.TransactionClient, businessId: string): Promise<void> {
    await tx.reviewSettings.deleteMany({ where: { businessId } });
  }
}
