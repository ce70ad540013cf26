import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { WeeklyPlanReady, type TWeeklyPlanReadyEvent } from '@app/contracts';
import { outboxRow } from '@app/service-kit';
import { DAY_MS, dayDate } from '../common/days';
import { PrismaClient, type WeeklyPlan, type WeeklyPlanAction } from '../generated/prisma/client';
import type { TPlanDraft, TPlanFacts } from './weekly-plan-rules';

export type TStoredPlan = WeeklyPlan & { actions: WeeklyPlanAction[] };

@Injectable()
export class WeeklyPlanRepository {
  constructor(private readonly prisma: PrismaClient) {}

  find(businessId: string, weekOf: string): Promise<TStoredPlan | null> {
    return this.prisma.weeklyPlan.findUnique({ where: { businessId_weekOf: { businessId, weekOf: dayDate(weekOf) } }, include: { actions: { orderBy: { position: 'asc' } } } });
  }

  // The business's newest plan before that week (last week's, or the last one it had).
  previous(businessId: string, weekOf: string): Promise<TStoredPlan | null> {
    return this.prisma.weeklyPlan.findFirst({ where: { businessId, weekOf: { lt: dayDate(weekOf) } }, orderBy: { weekOf: 'desc' }, include: { actions: true } });
  }

  // Stores the week's plan once: a plan built at the same time elsewhere (the Monday sweep and a
  // read of the dashboard) wins, and this one is dropped.
  async create(businessId: string, weekOf: string, drafts: TPlanDraft[], lookBack: { text: string }[], now: Date): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const id = randomUUID();
      const { count } = await tx.weeklyPlan.createMany({ data: [{ id, businessId, weekOf: dayDate(weekOf), lookBack, createdAt: now }], skipDuplicates: true });
      if (count === 0) return;
      await tx.weeklyPlanAction.createMany({
        data: drafts.map((draft, position) => ({ id: randomUUID(), planId: id, position, kind: draft.kind, title: draft.title, why: draft.why, link: draft.link, baseline: draft.baseline })),
      });
    });
  }

  // Null when the action is not in that plan.
  async setDone(planId: string, actionId: string, doneAt: Date | null): Promise<boolean> {
    const { count } = await this.prisma.weeklyPlanAction.updateMany({ where: { id: actionId, planId }, data: { doneAt } });
    return count > 0;
  }

  // Marks the plan announced and writes analysis.weekly-plan.ready in the same transaction, once.
  async announce(planId: string, event: TWeeklyPlanReadyEvent, now: Date): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.weeklyPlan.updateMany({ where: { id: planId, announcedAt: null }, data: { announcedAt: now } });
      if (count === 0) return false;
      await tx.outboxEvent.createMany({ data: [outboxRow(WeeklyPlanReady, event, { key: event.businessId, actor: { userId: event.userId, businessId: event.businessId } })] });
      return true;
    });
  }

  // The plans announced for weeks on or after `since` (the sweep skips their businesses).
  async announcedSince(since: string): Promise<Set<string>> {
    const rows = await this.prisma.weeklyPlan.findMany({ where: { weekOf: { gte: dayDate(since) }, announcedAt: { not: null } }, select: { businessId: true, weekOf: true } });
    return new Set(rows.map((row) => `${row.businessId}:${row.weekOf.toISOString().slice(0, 10)}`));
  }

  // Each tracked keyword with its latest check that had data.
  async keywords(businessId: string): Promise<TPlanFacts['keywords']> {
    const keywords = await this.prisma.trackedKeyword.findMany({
      where: { businessId },
      select: { id: true, keyword: true, checks: { where: { status: { in: ['ok', 'not_ranked'] } }, orderBy: { checkedOn: 'desc' }, take: 1, select: { position: true, checkedOn: true } } },
    });
    return keywords.map((keyword) => {
      const check = keyword.checks[0];
      return { id: keyword.id, keyword: keyword.keyword, position: check?.position ?? null, day: check ? check.checkedOn.toISOString().slice(0, 10) : null };
    });
  }

  // The newest competitor alert of the 7 days before `now`.
  async competitorMove(businessId: string, now: Date): Promise<TPlanFacts['competitorMove']> {
    const alert = await this.prisma.alert.findFirst({
      where: { businessId, kind: 'competitor', createdAt: { gte: new Date(now.getTime() - 7 * DAY_MS), lte: now } },
      orderBy: { createdAt: 'desc' },
    });
    return alert ? { alertId: alert.id, title: alert.title, body: alert.body, link: alert.link } : null;
  }
}
