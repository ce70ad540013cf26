import { Injectable } from '@nestjs/common';
import type { TNamedItem } from '@app/contracts';
import { z } from 'zod';
import { competitorAlertsOf, competitorProfileAlertsOf } from '../alerts/alert-rules';
import { raiseAlert } from '../alerts/alerts.repository';
import { normalizedText, utcDay } from '../common/text';
import { DAY_MS, dayDate } from '../common/days';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import type { TCompetitorFigures } from './figures/competitor-figures';

const ZCategories = z.array(z.string()).nullable();
const ZHours = z.record(z.string(), z.string()).nullable();

// Snapshots read with each competitor: enough daily ones to reach ~30 days back.
export const SNAPSHOTS_READ = 45;

export type TCompetitorRow = Prisma.CompetitorGetPayload<{ include: { snapshots: true } }>;
export type TFiguresTarget = { business: { id: string; type: string; city: string | null; known: boolean }; competitors: { id: string; name: string }[] };

export type TCompetitorAddOutcome =
  | { status: 'added'; items: TNamedItem[] }
  | { status: 'duplicate'; name: string }
  | { status: 'over-limit'; current: number };

@Injectable()
export class CompetitorsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async list(businessId: string): Promise<TNamedItem[]> {
    return this.prisma.competitor.findMany({ where: { businessId }, select: { id: true, name: true }, orderBy: { createdAt: 'asc' } });
  }

  // All or nothing, under a lock on the business row (the plan's limit holds under concurrency).
  async add(businessId: string, names: string[], limit: number): Promise<TCompetitorAddOutcome> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM businesses WHERE id = ${businessId}::uuid FOR UPDATE`;
      const existing = await tx.competitor.findMany({ where: { businessId }, select: { normalized: true } });
      const seen = new Set(existing.map((row) => row.normalized));
      for (const name of names) {
        const normalized = normalizedText(name);
        if (seen.has(normalized)) return { status: 'duplicate', name };
        seen.add(normalized);
      }
      if (existing.length + names.length > limit) return { status: 'over-limit', current: existing.length };
      const items: TNamedItem[] = [];
      for (const name of names) {
        items.push(await tx.competitor.create({ data: { businessId, name, normalized: normalizedText(name) }, select: { id: true, name: true } }));
        await tx.activity.create({ data: { businessId, kind: 'competitor-added', text: `Started watching ${name}` } });
      }
      return { status: 'added', items };
    });
  }

  listWithSnapshots(businessId: string): Promise<TCompetitorRow[]> {
    return this.prisma.competitor.findMany({
      where: { businessId },
      orderBy: { createdAt: 'asc' },
      include: { snapshots: { orderBy: { takenOn: 'desc' }, take: SNAPSHOTS_READ } },
    });
  }

  // The business and its competitors (all, or the ones named) whose figures to take; undefined
  // once the business is deleted.
  async figuresTarget(businessId: string, competitorIds?: string[]): Promise<TFiguresTarget | undefined> {
    const business = await this.prisma.business.findUnique({
      where: { id: businessId },
      select: { id: true, name: true, type: true, city: true, competitors: { where: competitorIds ? { id: { in: competitorIds } } : {}, select: { id: true, name: true }, orderBy: { createdAt: 'asc' } } },
    });
    return business
      ? { business: { id: business.id, type: business.type, city: business.city, known: business.name.trim().length > 0 }, competitors: business.competitors }
      : undefined;
  }

  async hasSnapshot(businessId: string, competitorId: string, day: string): Promise<boolean> {
    return (await this.prisma.competitorSnapshot.count({ where: { businessId, competitorId, takenOn: dayDate(day) } })) > 0;
  }

  // One snapshot per competitor and day (a second one the same day replaces it); nothing for a
  // competitor removed meanwhile or of another business.
  // `announce`: the day's own figures (not a backfilled past day), which may raise an alert.
  async saveSnapshot(businessId: string, competitorId: string, day: string, figures: TCompetitorFigures & { estimatedTraffic: number | null }, announce = false): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const competitor = await tx.competitor.findFirst({ where: { id: competitorId, businessId }, select: { id: true, name: true } });
      if (!competitor) return;
      const takenOn = dayDate(day);
      const { categories, hours, ...rest } = figures;
      const data = { ...rest, categories: categories ?? Prisma.DbNull, hours: hours ?? Prisma.DbNull, checkedAt: new Date() };
      await tx.competitorSnapshot.upsert({
        where: { competitorId_takenOn: { competitorId, takenOn } },
        create: { businessId, competitorId, takenOn, ...data },
        update: data,
      });
      if (announce && figures.source === 'serpapi') await this.competitorAlerts(tx, businessId, competitor, day, figures);
    });
  }

  // docs/product.md §10 Competitor watch: against the competitor's earlier SerpApi snapshots only
  // (an estimate is a model, and a change between an estimate and real figures is no news).
  private async competitorAlerts(tx: Prisma.TransactionClient, businessId: string, competitor: { id: string; name: string }, day: string, figures: TCompetitorFigures): Promise<void> {
    const earlier = (before: Date, withRating = false) =>
      tx.competitorSnapshot.findFirst({
        where: { competitorId: competitor.id, businessId, source: 'serpapi', takenOn: { lte: before }, ...(withRating ? { averageRating: { not: null } } : {}) },
        orderBy: { takenOn: 'desc' },
        select: { takenOn: true, averageRating: true, totalReviews: true },
      });
    const point = (row: { takenOn: Date; averageRating: number | null; totalReviews: number | null } | null) =>
      row ? { day: utcDay(row.takenOn), rating: row.averageRating, reviews: row.totalReviews } : null;
    const daysBefore = (days: number) => new Date(dayDate(day).getTime() - days * DAY_MS);
    const drafts = competitorAlertsOf({
      competitorId: competitor.id,
      name: competitor.name,
      current: { day, rating: figures.averageRating, reviews: figures.totalReviews },
      previous: point(await earlier(daysBefore(1), true)),
      weekAgo: point(await earlier(daysBefore(7))),
      fiveWeeksAgo: point(await earlier(daysBefore(35))),
    });
    const profile = (field: 'categories' | 'hours') =>
      tx.competitorSnapshot.findFirst({
        where: { competitorId: competitor.id, businessId, source: 'serpapi', takenOn: { lte: daysBefore(1) }, [field]: { not: Prisma.DbNull } },
        orderBy: { takenOn: 'desc' },
        select: { takenOn: true, categories: true, hours: true },
      });
    const profileOf = (row: { takenOn: Date; categories: unknown; hours: unknown } | null) =>
      row ? { day: utcDay(row.takenOn), categories: ZCategories.catch(null).parse(row.categories), hours: ZHours.catch(null).parse(row.hours) } : null;
    drafts.push(
      ...competitorProfileAlertsOf({
        competitorId: competitor.id,
        name: competitor.name,
        current: { day, categories: figures.categories ?? null, hours: figures.hours ?? null },
        previousCategories: profileOf(await profile('categories')),
        previousHours: profileOf(await profile('hours')),
      }),
    );
    for (const draft of drafts) await raiseAlert(tx, businessId, draft);
  }

  async remove(businessId: string, competitorId: string): Promise<boolean> {
    const { count } = await this.prisma.competitor.deleteMany({ where: { id: competitorId, businessId } });
    return count > 0;
  }
}
