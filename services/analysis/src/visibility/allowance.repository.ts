import { Injectable } from '@nestjs/common';
import { Prisma, PrismaClient } from '../generated/prisma/client';

type TTx = Prisma.TransactionClient;

export type TAllowanceMonth = {
  businessId: string;
  // First day of the business's calendar month, and of the month before (YYYY-MM-DD).
  month: string;
  previousMonth: string;
  // The plan's lookups this month.
  limit: number;
  // Whether the business had last month's allowance (existed before this month began): then a
  // month without any row rolled all of its lookups.
  hadPreviousMonth: boolean;
};

// The month's lookups (docs/product.md, Visibility). The row of a month is created on first use
// with last month's unused lookups rolled over: those of its own plan, not what it had rolled
// itself (lookups are drawn from the rolled-over ones first, and those expire after one month).
@Injectable()
export class AllowanceRepository {
  constructor(private readonly prisma: PrismaClient) {}

  private async ensure(db: TTx | PrismaClient, month: TAllowanceMonth): Promise<void> {
    const missingPrevious = month.hadPreviousMonth ? month.limit : 0;
    await db.$executeRaw`
      INSERT INTO lookup_allowances (business_id, month, used, "limit", rolled_over)
      VALUES (${month.businessId}::uuid, ${month.month}::date, 0, ${month.limit},
        COALESCE((SELECT GREATEST(0, p."limit" - GREATEST(0, p.used - p.rolled_over)) FROM lookup_allowances p
                  WHERE p.business_id = ${month.businessId}::uuid AND p.month = ${month.previousMonth}::date), ${missingPrevious}))
      ON CONFLICT (business_id, month) DO NOTHING`;
  }

  // Reserves `count` lookups in one conditional UPDATE: the row lock makes parallel reservations
  // wait for each other and re-check the cap, so together they never pass it (a hard cap).
  // `keep` lookups must stay free afterwards (scheduled scans leave room for "Scan now").
  async reserve(month: TAllowanceMonth, count: number, keep = 0, tx?: TTx): Promise<boolean> {
    const db = tx ?? this.prisma;
    await this.ensure(db, month);
    const updated = await db.$executeRaw`
      UPDATE lookup_allowances SET used = used + ${count}, "limit" = ${month.limit}
      WHERE business_id = ${month.businessId}::uuid AND month = ${month.month}::date
        AND used + ${count} <= ${month.limit} + rolled_over - ${keep}`;
    return updated === 1;
  }

  async read(month: TAllowanceMonth): Promise<{ used: number; limit: number; rolledOver: number }> {
    await this.ensure(this.prisma, month);
    const row = await this.prisma.lookupAllowance.findUniqueOrThrow({
      where: { businessId_month: { businessId: month.businessId, month: new Date(`${month.month}T00:00:00Z`) } },
    });
    // The plan may have changed since the row was written: today's plan counts.
    return { used: row.used, limit: month.limit, rolledOver: row.rolledOver };
  }
}
