import { Injectable } from '@nestjs/common';
import { addDays, dayDate } from '../common/days';
import { PrismaClient, type Insight } from '../generated/prisma/client';
import type { TInsightDraft, TKeywordChecks } from './insight-rules';

const PRIORITY_ORDER: Record<string, number> = { high: 0, medium: 1, low: 2 };

@Injectable()
export class InsightsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // High priority first, then the newest situation, then the biggest impact.
  async list(businessId: string): Promise<Insight[]> {
    const rows = await this.prisma.insight.findMany({ where: { businessId }, orderBy: [{ createdAt: 'desc' }, { impactScore: 'desc' }] });
    return rows.sort((a, b) => (PRIORITY_ORDER[a.priority] ?? 3) - (PRIORITY_ORDER[b.priority] ?? 3));
  }

  unreadCount(businessId: string): Promise<number> {
    return this.prisma.insight.count({ where: { businessId, isRead: false } });
  }

  // Only the owning business can mark its insight read (null for anyone else's).
  async markRead(businessId: string, id: string): Promise<Insight | null> {
    const { count } = await this.prisma.insight.updateMany({ where: { id, businessId }, data: { isRead: true } });
    return count === 0 ? null : this.prisma.insight.findFirst({ where: { id, businessId } });
  }

  // The business's keywords with their checks of the last few weeks.
  async keywordChecks(businessId: string, today: string, days: number): Promise<TKeywordChecks[]> {
    const keywords = await this.prisma.trackedKeyword.findMany({
      where: { businessId },
      select: { id: true, keyword: true, checks: { where: { checkedOn: { gte: dayDate(addDays(today, -days)) } }, select: { checkedOn: true, position: true, status: true } } },
    });
    return keywords.map((keyword) => ({
      keywordId: keyword.id,
      keyword: keyword.keyword,
      checks: keyword.checks.map((check) => ({ day: check.checkedOn.toISOString().slice(0, 10), position: check.position, status: check.status })),
    }));
  }

  // Makes the stored insights the drafts, under a lock on the business row (a refresh and the
  // daily job at once): a situation seen before keeps its row and, if unchanged, its read state;
  // a changed one is unread and new again; one that no longer holds is removed.
  async sync(businessId: string, drafts: TInsightDraft[], now: Date): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM businesses WHERE id = ${businessId}::uuid FOR UPDATE`;
      if (locked.length === 0) return;
      const existing = new Map((await tx.insight.findMany({ where: { businessId } })).map((row) => [row.dedupeKey, row]));
      for (const draft of drafts) {
        const { action, dedupeKey, ...content } = draft;
        const data = { ...content, actionLabel: action.label, actionHref: action.href };
        const before = existing.get(dedupeKey);
        if (!before) {
          await tx.insight.create({ data: { businessId, dedupeKey, ...data, createdAt: now } });
        } else if (before.fingerprint !== draft.fingerprint) {
          await tx.insight.update({ where: { id: before.id }, data: { ...data, isRead: false, createdAt: now } });
        } else {
          await tx.insight.update({ where: { id: before.id }, data });
        }
      }
      const current = new Set(drafts.map((draft) => draft.dedupeKey));
      const gone = [...existing.values()].filter((row) => !current.has(row.dedupeKey)).map((row) => row.id);
      if (gone.length > 0) await tx.insight.deleteMany({ where: { businessId, id: { in: gone } } });
      await tx.business.update({ where: { id: businessId }, data: { insightsGeneratedAt: now } });
    });
  }

  // Every business with its clock and last daily job (the sweep decides whose local day has
  // come); each is marked as it is taken.
  dailyJobCandidates(): Promise<{ id: string; timezone: string; dailyJobOn: Date | null }[]> {
    return this.prisma.business.findMany({ select: { id: true, timezone: true, dailyJobOn: true } });
  }

  async markDailyJob(businessId: string, day: string): Promise<boolean> {
    const { count } = await this.prisma.business.updateMany({
      where: { id: businessId, OR: [{ dailyJobOn: null }, { dailyJobOn: { lt: dayDate(day) } }] },
      data: { dailyJobOn: dayDate(day) },
    });
    return count > 0;
  }
}
