import { Injectable } from '@nestjs/common';
import { normalizedText } from '../common/text';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

export type TKeywordRow = Prisma.TrackedKeywordGetPayload<{ include: { checks: true } }>;
export type TAddOutcome =
  | { status: 'added'; ids: string[] }
  | { status: 'duplicate'; keyword: string }
  | { status: 'over-limit'; current: number };

// Days of history returned with each keyword (the chart's span).
export const HISTORY_POINTS = 60;

@Injectable()
export class KeywordsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  list(businessId: string): Promise<TKeywordRow[]> {
    return this.prisma.trackedKeyword.findMany({
      where: { businessId },
      orderBy: { createdAt: 'asc' },
      include: { checks: { orderBy: { checkedOn: 'desc' }, take: HISTORY_POINTS } },
    });
  }

  // All or nothing, under a lock on the business row so two requests cannot both pass the limit.
  async add(businessId: string, keywords: string[], limit: number): Promise<TAddOutcome> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM businesses WHERE id = ${businessId}::uuid FOR UPDATE`;
      const existing = await tx.trackedKeyword.findMany({ where: { businessId }, select: { normalized: true } });
      const seen = new Set(existing.map((row) => row.normalized));
      const fresh: { keyword: string; normalized: string }[] = [];
      for (const keyword of keywords) {
        const normalized = normalizedText(keyword);
        if (seen.has(normalized)) return { status: 'duplicate', keyword };
        seen.add(normalized);
        fresh.push({ keyword, normalized });
      }
      if (existing.length + fresh.length > limit) return { status: 'over-limit', current: existing.length };
      const ids: string[] = [];
      for (const item of fresh) {
        const row = await tx.trackedKeyword.create({ data: { businessId, ...item }, select: { id: true } });
        ids.push(row.id);
        await tx.activity.create({ data: { businessId, kind: 'keyword-added', text: `Started tracking "${item.keyword}"` } });
      }
      return { status: 'added', ids };
    });
  }

  // Only the owning business can remove its keyword (0 rows for anyone else's).
  async remove(businessId: string, keywordId: string): Promise<boolean> {
    const { count } = await this.prisma.trackedKeyword.deleteMany({ where: { id: keywordId, businessId } });
    return count > 0;
  }
}
