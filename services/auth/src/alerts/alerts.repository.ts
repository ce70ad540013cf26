import { Injectable } from '@nestjs/common';
import type { TAlertSwitch } from '@app/contracts';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

export type TAlertRecipient = { email: string; firstName: string; switches: Record<TAlertSwitch, boolean> };

// Alert emails: who gets them, what was decided per alert and channel, and the unsubscribe switch.
@Injectable()
export class AlertsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // In the transaction of the alert's event (the inbox's).
  async recipient(tx: Prisma.TransactionClient, userId: string): Promise<TAlertRecipient | null> {
    const user = await tx.user.findUnique({
      where: { id: userId },
      include: { preferences: true },
    });
    if (!user) return null;
    const preferences = user.preferences;
    return {
      email: user.email,
      firstName: user.firstName,
      // No preferences row (never the case since sign-up creates it): nothing is sent.
      switches: {
        rankingAlerts: preferences?.rankingAlerts ?? false,
        newReviews: preferences?.newReviews ?? false,
        competitorUpdates: preferences?.competitorUpdates ?? false,
        weeklyReports: preferences?.weeklyReports ?? false,
      },
    };
  }

  // What was decided for an alert on a channel, once: false when a row was there already.
  async recordDelivery(
    tx: Prisma.TransactionClient,
    alertId: string,
    channel: string,
    userId: string,
    status: 'queued' | 'switched-off',
  ): Promise<boolean> {
    const { count } = await tx.alertDelivery.createMany({
      data: [{ alertId, channel, userId, status }],
      skipDuplicates: true,
    });
    return count > 0;
  }

  // False when the user no longer exists.
  async switchOff(userId: string, preference: TAlertSwitch): Promise<boolean> {
    const { count } = await this.prisma.notificationPreferences.updateMany({ where: { userId }, data: { [preference]: false } });
    return count > 0;
  }

  async exists(userId: string): Promise<boolean> {
    return (await this.prisma.user.count({ where: { id: userId } })) > 0;
  }
}
