import type { TListingTask } from '@app/contracts';
import { competitorInsights, listingTaskInsights, pendingReviewInsights, rankDropInsights, seasonalInsights } from './insight-rules';

const keyword = (checks: [string, number | null, string?][]) => ({
  keywordId: 'kw-1',
  keyword: 'oat latte',
  checks: checks.map(([day, position, status]) => ({ day, position, status: status ?? (position === null ? 'not_ranked' : 'ok') })),
});

describe('insight rules', () => {
  describe(rankDropInsights.name, () => {
    it('flags a fall of 3+ places out of the top 3 as a high-priority trend that opens the keyword', () => {
      const [insight] = rankDropInsights([keyword([['2026-11-20', 2], ['2026-11-21', 12]])], '2026-11-21');
      expect(insight).toMatchObject({
        type: 'trend',
        priority: 'high',
        impactScore: 85,
        title: '"oat latte" dropped 10 places',
        action: { label: 'Open keyword', href: '/keywords?keyword=kw-1' },
        dedupeKey: 'rank-drop:kw-1',
      });
    });

    it('is medium outside the top 10 and ignores small moves, old checks and failed checks', () => {
      expect(rankDropInsights([keyword([['2026-11-14', 14], ['2026-11-21', 18]])], '2026-11-21')[0]).toMatchObject({ priority: 'medium', impactScore: 42 });
      expect(rankDropInsights([keyword([['2026-11-20', 4], ['2026-11-21', 6]])], '2026-11-21')).toEqual([]);
      expect(rankDropInsights([keyword([['2026-10-01', 2], ['2026-10-02', 12]])], '2026-11-21')).toEqual([]);
      expect(rankDropInsights([keyword([['2026-11-20', 2], ['2026-11-21', null, 'no_data']])], '2026-11-21')).toEqual([]);
    });

    it('measures against the best position of the week before, so a slide over days counts', () => {
      const [insight] = rankDropInsights([keyword([['2026-11-15', 5], ['2026-11-18', 7], ['2026-11-21', 11]])], '2026-11-21');
      expect(insight).toMatchObject({ priority: 'high', fingerprint: '5->11', description: 'It fell from #5 to #11, out of the top 10.' });
    });

    it('counts falling out of the results checked', () => {
      expect(rankDropInsights([keyword([['2026-11-20', 8], ['2026-11-21', null]])], '2026-11-21')[0]).toMatchObject({ priority: 'high', title: '"oat latte" dropped out of the rankings' });
    });
  });

  describe(competitorInsights.name, () => {
    it('flags a competitor gaining 0.2+ stars; high when it catches up with you', () => {
      const gained = { id: 'c-1', name: 'The Daily Grind', averageRating: 4.5, ratingChange: 0.4 };
      expect(competitorInsights([gained], 4.6)[0]).toMatchObject({ type: 'competitor', priority: 'medium', impactScore: 64, action: { href: '/competitors#competitor-c-1' } });
      expect(competitorInsights([gained], 4.4)[0]).toMatchObject({ priority: 'high', impactScore: 79 });
      expect(competitorInsights([{ ...gained, ratingChange: 0.1 }], 4.6)).toEqual([]);
      expect(competitorInsights([{ ...gained, ratingChange: null }], 4.6)).toEqual([]);
    });
  });

  describe(pendingReviewInsights.name, () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

    it('ranks pending reviews by how many and how long they have waited', () => {
      expect(pendingReviewInsights({ pendingCount: 1, oldestPendingAt: daysAgo(1), isSample: false, averageRating: 4.6, total: 10 }, now)[0]).toMatchObject({
        type: 'optimization',
        priority: 'low',
        impactScore: 38,
        title: '1 review waiting for a reply',
        action: { href: '/reviews?status=pending' },
      });
      expect(pendingReviewInsights({ pendingCount: 3, oldestPendingAt: daysAgo(2), isSample: false, averageRating: 4.6, total: 10 }, now)[0]).toMatchObject({ priority: 'medium', impactScore: 52 });
      expect(pendingReviewInsights({ pendingCount: 2, oldestPendingAt: daysAgo(21), isSample: false, averageRating: 4.6, total: 10 }, now)[0]).toMatchObject({ priority: 'high', impactScore: 70 });
    });

    it('says nothing about the generated sample reviews or when all are answered', () => {
      expect(pendingReviewInsights({ pendingCount: 7, oldestPendingAt: daysAgo(3), isSample: true, averageRating: 4.3, total: 7 }, now)).toEqual([]);
      expect(pendingReviewInsights({ pendingCount: 0, oldestPendingAt: null, isSample: false, averageRating: 4.6, total: 10 }, now)).toEqual([]);
    });
  });

  describe(seasonalInsights.name, () => {
    it('tells a cafe about holiday drinks in November (high) and December (medium), not a gym', () => {
      expect(seasonalInsights('cafe', '2026-11-15')).toEqual([
        expect.objectContaining({ type: 'seasonal', priority: 'high', impactScore: 72, dedupeKey: 'seasonal:holiday-drinks:2026', title: 'Holiday drinks season is here' }),
      ]);
      expect(seasonalInsights('cafe', '2026-12-15')[0]).toMatchObject({ priority: 'medium' });
      expect(seasonalInsights('gym', '2026-11-15')).toEqual([]);
      expect(seasonalInsights('gym', '2027-01-10')[0]).toMatchObject({ dedupeKey: 'seasonal:new-year-fitness:2027', priority: 'high' });
    });
  });

  describe(listingTaskInsights.name, () => {
    it('suggests the three most valuable unfinished listing tasks, each opening its task', () => {
      const task = (id: string, points: number, done = false): TListingTask => ({ id, label: id, detail: 'why', points, done });
      const insights = listingTaskInsights([task('phone', 10), task('website', 10), task('hours', 15, true), task('description', 15), task('photos', 15), task('reviews-replied', 15), task('rating', 10)]);
      expect(insights.map((insight) => [insight.dedupeKey, insight.priority, insight.impactScore, insight.action.href])).toEqual([
        ['listing-task:description', 'high', 70, '/gmb#task-description'],
        ['listing-task:photos', 'high', 70, '/gmb#task-photos'],
        ['listing-task:phone', 'medium', 50, '/gmb#task-phone'],
      ]);
    });
  });
});
