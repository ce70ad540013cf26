import { Injectable } from '@nestjs/common';
import type { TRankCheckStatus } from '@app/contracts';
import { rankingAlertOf } from '../alerts/alert-rules';
import { raiseAlert } from '../alerts/alerts.repository';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

export type TCheckTarget = {
  business: { id: string; name: string; city: string | null };
  keywords: { id: string; keyword: string }[];
};

export type TStoredCheck = { keywordId: string; keyword: string; position: number | null; status: TRankCheckStatus };

const MARK_CHUNK = 1_000;

@Injectable()
export class RanksRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // The business and the keywords to check (all, or the ones named); undefined once it is deleted.
  async target(businessId: string, keywordIds?: string[]): Promise<TCheckTarget | undefined> {
    const business = await this.prisma.business.findUnique({
      where: { id: businessId },
      select: {
        id: true,
        name: true,
        city: true,
        keywords: {
          where: keywordIds ? { id: { in: keywordIds } } : {},
          select: { id: true, keyword: true },
          orderBy: { createdAt: 'asc' },
        },
      },
    });
    return business ? { business: { id: business.id, name: business.name, city: business.city }, keywords: business.keywords } : undefined;
  }

  // The keywords of the list that already have a position (or a sure "not ranked") for the day.
  async checkedOn(businessId: string, day: string, keywordIds: string[]): Promise<Set<string>> {
    if (keywordIds.length === 0) return new Set();
    const rows = await this.prisma.rankCheck.findMany({
      where: { businessId, checkedOn: new Date(`${day}T00:00:00Z`), keywordId: { in: keywordIds }, status: { not: 'no_data' } },
      select: { keywordId: true },
    });
    return new Set(rows.map((row) => row.keywordId));
  }

  // One row per keyword and day: a re-check of the same day replaces it. A first check of the day
  // that moves a keyword is recorded as recent activity. "First" is decided by the insert itself
  // (ON CONFLICT DO NOTHING): of two checks of one keyword and day at once (Check now and the
  // scheduled sweep), the second waits for the first's row and only updates it, so the move is
  // announced once.
  async store(businessId: string, day: string, provider: string, check: TStoredCheck, announce = true): Promise<void> {
    const checkedOn = new Date(`${day}T00:00:00Z`);
    await this.prisma.$transaction(async (tx) => {
      const keyword = await tx.trackedKeyword.findFirst({ where: { id: check.keywordId, businessId }, select: { id: true } });
      if (!keyword) return;
      const data = { position: check.position, status: check.status, provider, checkedAt: new Date() };
      const { count: created } = await tx.rankCheck.createMany({
        data: [{ businessId, keywordId: check.keywordId, checkedOn, ...data }],
        skipDuplicates: true,
      });
      if (created === 0) await tx.rankCheck.update({ where: { keywordId_checkedOn: { keywordId: check.keywordId, checkedOn } }, data });
      if (announce) await this.rankingAlert(tx, businessId, day, check);
      if (created === 0) return;
      if (check.position === null || !announce) return;
      const previous = await tx.rankCheck.findFirst({
        where: { keywordId: check.keywordId, businessId, checkedOn: { lt: checkedOn }, position: { not: null } },
        orderBy: { checkedOn: 'desc' },
      });
      if (previous?.position == null || previous.position === check.position) return;
      const gained = previous.position - check.position;
      const text = `"${check.keyword}" moved ${gained > 0 ? 'up' : 'down'} ${Math.abs(gained)} to #${check.position}`;
      await tx.activity.create({ data: { businessId, kind: 'rank-change', text } });
    });
  }

  // docs/product.md §10: a check with data (ranked or not) against the keyword's last earlier
  // check with data; a failed check (no data) is neither, so it never raises an alert. A re-check
  // of the day is compared with the same earlier check, and the alert's key (keyword, day, move)
  // keeps one alert per move.
  private async rankingAlert(tx: Prisma.TransactionClient, businessId: string, day: string, check: TStoredCheck): Promise<void> {
    if (check.status === 'no_data') return;
    const previous = await tx.rankCheck.findFirst({
      where: { keywordId: check.keywordId, businessId, checkedOn: { lt: new Date(`${day}T00:00:00Z`) }, status: { not: 'no_data' } },
      orderBy: { checkedOn: 'desc' },
      select: { position: true },
    });
    if (!previous) return;
    const draft = rankingAlertOf({ keywordId: check.keywordId, keyword: check.keyword, day, previous: previous.position, current: check.position });
    if (draft) await raiseAlert(tx, businessId, draft);
  }

  // The businesses a sweep found due, MARK_CHUNK to a statement (not one statement per business;
  // a bounded list keeps each statement's parameters well under PostgreSQL's limit).
  async markScheduled(businessIds: string[], at: Date): Promise<void> {
    for (let start = 0; start < businessIds.length; start += MARK_CHUNK) {
      await this.prisma.business.updateMany({ where: { id: { in: businessIds.slice(start, start + MARK_CHUNK) } }, data: { lastScheduledCheckAt: at } });
    }
  }
}
