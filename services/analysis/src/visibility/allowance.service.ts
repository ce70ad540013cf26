import { Injectable } from '@nestjs/common';
import { LOOKUP_ALLOWANCE_BY_PLAN, type TAllowance } from '@app/contracts';
import { localDay, localDayBounds } from '../common/business-day';
import type { Business } from '../generated/prisma/client';
import { AllowanceRepository, type TAllowanceMonth } from './allowance.repository';

type TTx = Parameters<AllowanceRepository['reserve']>[3];

// The plan's lookups a month; an unknown plan gets the entry plan's.
export const allowanceOf = (planName: string | null): number =>
  LOOKUP_ALLOWANCE_BY_PLAN[(planName ?? '') as keyof typeof LOOKUP_ALLOWANCE_BY_PLAN] ?? LOOKUP_ALLOWANCE_BY_PLAN['Single Shop'];

// Scheduled scans leave this share of the month's lookups for the owner's own "Scan now".
export const SCHEDULED_RESERVE_SHARE = 0.2;

const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;
const shiftMonth = (month: string, by: number): string => {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + by, 1));
  return date.toISOString().slice(0, 10);
};

// Months are the business's calendar months (docs/architecture.md, days follow the business's timezone).
export const allowanceMonth = (business: Pick<Business, 'id' | 'timezone' | 'planName' | 'createdAt'>, now: Date): TAllowanceMonth & { resetsAt: Date } => {
  const month = monthStart(localDay(now, business.timezone));
  const start = localDayBounds(month, business.timezone).start;
  return {
    businessId: business.id,
    month,
    previousMonth: shiftMonth(month, -1),
    limit: allowanceOf(business.planName),
    hadPreviousMonth: business.createdAt < start,
    resetsAt: localDayBounds(shiftMonth(month, 1), business.timezone).start,
  };
};

@Injectable()
export class AllowanceService {
  constructor(private readonly repository: AllowanceRepository) {}

  async allowance(business: Business, now = new Date()): Promise<TAllowance> {
    const month = allowanceMonth(business, now);
    const row = await this.repository.read(month);
    return { ...row, resetsAt: month.resetsAt.toISOString() };
  }

  reserve(business: Pick<Business, 'id' | 'timezone' | 'planName' | 'createdAt'>, count: number, options: { scheduled?: boolean; tx?: TTx; now?: Date } = {}): Promise<boolean> {
    const month = allowanceMonth(business, options.now ?? new Date());
    const keep = options.scheduled ? Math.ceil(month.limit * SCHEDULED_RESERVE_SHARE) : 0;
    return this.repository.reserve(month, count, keep, options.tx);
  }
}
