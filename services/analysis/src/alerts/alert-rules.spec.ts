import { competitorAlertsOf, competitorProfileAlertsOf, gridAlertsOf, type TGridCellSeen, type TGridScanSeen, rankingAlertOf, reviewAlertOf, reviewAttackAlertOf, reviewDigestAlertOf, REVIEW_FRESH_MS } from './alert-rules';

const rank = (previous: number | null, current: number | null) => rankingAlertOf({ keywordId: 'k1', keyword: 'oat latte', day: '2026-11-25', previous, current });

describe('rankingAlertOf', () => {
  it('says a keyword dropped out of the top 3', () => {
    expect(rank(2, 5)).toMatchObject({ key: 'ranking:k1:2026-11-25:left-top3', title: '"oat latte" dropped out of the top 3', body: 'It moved from #2 to #5 on 2026-11-25.' });
  });

  it('names the top 10 for a drop out of both bands, and not ranked as such', () => {
    expect(rank(2, null)).toMatchObject({ key: 'ranking:k1:2026-11-25:left-top10', body: 'It moved from #2 to not ranked on 2026-11-25.' });
  });

  it('names the narrowest band entered', () => {
    expect(rank(14, 2)).toMatchObject({ key: 'ranking:k1:2026-11-25:entered-top3', title: '"oat latte" is now in the top 3' });
    expect(rank(null, 8)).toMatchObject({ key: 'ranking:k1:2026-11-25:entered-top10', title: '"oat latte" is now in the top 10' });
  });

  it('raises nothing for a move inside a band or outside both', () => {
    expect(rank(4, 9)).toBeNull();
    expect(rank(1, 3)).toBeNull();
    expect(rank(12, null)).toBeNull();
  });
});

describe('reviewAlertOf', () => {
  const at = new Date('2026-11-25T12:00:00Z');
  const review = { externalId: 'r1', reviewerName: 'Sam', rating: 2, text: 'Cold coffee', reviewDate: at, observedAt: at, replied: false };

  it('raises an alert for a fresh 1-3 star review with its words', () => {
    expect(reviewAlertOf(review)).toMatchObject({ key: 'review:r1', kind: 'review', title: 'New 2-star review from Sam', link: '/reviews?status=pending' });
    expect(reviewAlertOf(review)?.body).toContain('"Cold coffee"');
  });

  it('raises nothing for 4-5 stars, an old review or one already replied to', () => {
    expect(reviewAlertOf({ ...review, rating: 4 })).toBeNull();
    expect(reviewAlertOf({ ...review, reviewDate: new Date(at.getTime() - REVIEW_FRESH_MS - 1) })).toBeNull();
    expect(reviewAlertOf({ ...review, replied: true })).toBeNull();
  });
});

describe('reviewAttackAlertOf', () => {
  const burst = ['a', 'b', 'c'].map((externalId, index) => ({ externalId, reviewDate: new Date(Date.UTC(2026, 10, 25, index)) }));

  it('flags 3 one-star reviews, keyed by the first, with Google steps to report them', () => {
    const alert = reviewAttackAlertOf(burst);
    expect(alert).toMatchObject({ key: 'review-attack:a', kind: 'review-attack', title: 'Possible review attack: 3 one-star reviews in 24 hours' });
    expect(alert?.body).toContain('Report review');
    expect(alert?.body).toContain('Review management tool');
    expect(reviewAttackAlertOf([...burst, { externalId: 'd', reviewDate: new Date(Date.UTC(2026, 10, 25, 5)) }])?.key).toBe('review-attack:a');
  });

  it('flags nothing below 3', () => {
    expect(reviewAttackAlertOf(burst.slice(0, 2))).toBeNull();
  });
});

describe('competitorAlertsOf', () => {
  const base = { competitorId: 'c1', name: 'The Daily Grind', current: { day: '2026-11-25', rating: 4.3, reviews: 130 }, previous: null, weekAgo: null, fiveWeeksAgo: null };

  it('says a rating went down (or up) by a step of 0.1 or more, keyed by day', () => {
    const [alert] = competitorAlertsOf({ ...base, previous: { day: '2026-11-24', rating: 4.5, reviews: 120 } });
    expect(alert).toMatchObject({ key: 'competitor:c1:rating:2026-11-25', title: "The Daily Grind's rating went down to 4.3", body: 'It was 4.5 on 2026-11-24.', link: '/competitors' });
    expect(competitorAlertsOf({ ...base, previous: { day: '2026-11-24', rating: 4.3, reviews: 120 } })).toEqual([]);
  });

  it('says reviews come at least twice as fast as the usual week, at least 5, once per week', () => {
    const pace = competitorAlertsOf({ ...base, weekAgo: { day: '2026-11-18', rating: 4.3, reviews: 120 }, fiveWeeksAgo: { day: '2026-10-21', rating: 4.3, reviews: 112 } });
    expect(pace).toEqual([expect.objectContaining({ key: 'competitor:c1:pace:2026-11-23', title: 'The Daily Grind is getting reviews faster', body: '10 new reviews in the last 7 days, about 2 a week before.' })]);
    // The usual pace (5 a week) makes 10 only twice as fast: still news; 4 new reviews never are.
    expect(competitorAlertsOf({ ...base, weekAgo: { day: '2026-11-18', rating: 4.3, reviews: 120 }, fiveWeeksAgo: { day: '2026-10-21', rating: 4.3, reviews: 100 } })).toHaveLength(1);
    expect(competitorAlertsOf({ ...base, current: { ...base.current, reviews: 124 }, weekAgo: { day: '2026-11-18', rating: 4.3, reviews: 120 }, fiveWeeksAgo: { day: '2026-10-21', rating: 4.3, reviews: 120 } })).toEqual([]);
    expect(competitorAlertsOf({ ...base, weekAgo: { day: '2026-11-18', rating: 4.3, reviews: 120 }, fiveWeeksAgo: null })).toEqual([]);
  });
});

describe('reviewDigestAlertOf', () => {
  it('rolls up the day’s 4-5 star reviews once per day, and nothing without one', () => {
    expect(reviewDigestAlertOf('2026-06-10', [5, 4, 2, 5])).toMatchObject({ key: 'review-digest:2026-06-10', kind: 'review', title: '3 new 4-5 star reviews on 2026-06-10', body: expect.stringMatching(/^2 with 5 stars\./) as unknown });
    expect(reviewDigestAlertOf('2026-06-10', [4])?.title).toBe('1 new 4-5 star review on 2026-06-10');
    expect(reviewDigestAlertOf('2026-06-10', [1, 3])).toBeNull();
  });
});

describe('gridAlertsOf', () => {
  // A 3×3 grid: `shop` marks the points where Corner Cafe is in the top 3 (else it is #5), `rival`
  // those where Bean There is #1; a point listed in `failed` had no data.
  const scan = (scanId: string, day: string, shop: number[], rival: number[], failed: number[] = []): TGridScanSeen => ({
    scanId,
    day,
    cells: Array.from({ length: 9 }, (_, index): TGridCellSeen => {
      if (failed.includes(index)) return { status: 'no-data', position: null, pack: [] };
      const others = [rival.includes(index) ? 'Bean There' : 'Other One', 'Other Two', 'Other Three', 'Other Four'];
      const position = shop.includes(index) ? 2 : 5;
      const pack = [...others.slice(0, position - 1), 'Corner Cafe', ...others.slice(position - 1)];
      return { status: 'ok', position, pack };
    }),
  });
  const grid = (previous: TGridScanSeen | null, current: TGridScanSeen) => gridAlertsOf({ keyword: 'oat latte', shopName: 'Corner Cafe', previous, current });

  it('says the SoLV moved by 10 points or more, up or down, and nothing for a smaller move', () => {
    const before = scan('s1', '2026-11-20', [0, 1, 2, 3], []);
    const down = grid(before, scan('s2', '2026-11-21', [0, 1, 2], []));
    expect(down).toEqual([
      expect.objectContaining({
        key: 'grid-solv:s2',
        kind: 'visibility',
        title: 'Your map visibility for "oat latte" went down to 33%',
        body: "You were in the top 3 at 33% of the grid's points on 2026-11-21, down from 44% on 2026-11-20.",
        link: '/visibility',
      }),
    ]);
    expect(grid(before, scan('s3', '2026-11-21', [0, 1, 2, 3, 4], []))[0]?.title).toBe('Your map visibility for "oat latte" went up to 56%');
    // 4 of 9 points (44.4%) against 4 of 8 points with data (50%): under 10 points, no alert.
    expect(grid(before, scan('s4', '2026-11-21', [0, 1, 2, 3], [], [8]))).toEqual([]);
  });

  it('raises nothing for the first scan or when either scan mostly failed', () => {
    expect(grid(null, scan('s2', '2026-11-21', [], []))).toEqual([]);
    const mostlyFailed = scan('s1', '2026-11-20', [0, 1, 2, 3], [], [4, 5, 6, 7, 8]);
    expect(grid(mostlyFailed, scan('s2', '2026-11-21', [], []))).toEqual([]);
    expect(grid(scan('s1', '2026-11-20', [0, 1, 2, 3], []), scan('s2', '2026-11-21', [], [], [0, 1, 2, 3, 4]))).toEqual([]);
  });

  it('names a business new in the top 3 at a third of the points or more, never the shop itself', () => {
    const before = scan('s1', '2026-11-20', [0, 1, 2, 3, 4, 5, 6, 7, 8], [0, 1]);
    const after = scan('s2', '2026-11-21', [0, 1, 2, 3, 4, 5, 6, 7, 8], [0, 1, 2]);
    expect(grid(before, after)).toEqual([
      expect.objectContaining({
        key: 'grid-entrant:s2:bean there',
        kind: 'competitor',
        title: 'Bean There is now in the top 3 for "oat latte" across much of your area',
        body: "In the top 3 at 33% of the grid's points on 2026-11-21, 22% on 2026-11-20.",
      }),
    ]);
    // Already at a third before: no news; below a third now: no news.
    expect(grid(scan('s1', '2026-11-20', [0, 1, 2, 3, 4, 5, 6, 7, 8], [0, 1, 2]), scan('s2', '2026-11-21', [0, 1, 2, 3, 4, 5, 6, 7, 8], [0, 1, 2, 3]))).toEqual([]);
    expect(grid(scan('s1', '2026-11-20', [0, 1, 2, 3, 4, 5, 6, 7, 8], []), scan('s2', '2026-11-21', [0, 1, 2, 3, 4, 5, 6, 7, 8], [0, 1]))).toEqual([]);
  });
});

describe('competitorProfileAlertsOf', () => {
  const hours = { monday: '7 AM–6 PM', tuesday: '7 AM–6 PM', sunday: 'Closed' };
  const profile = (day: string, categories: string[] | null, byDay: Record<string, string> | null) => ({ day, categories, hours: byDay });
  const alertsOf = (current: ReturnType<typeof profile>, previous: ReturnType<typeof profile> | null) =>
    competitorProfileAlertsOf({ competitorId: 'c1', name: 'Bean There', current, previousCategories: previous, previousHours: previous });

  it('says the categories changed, whatever their order or case', () => {
    expect(alertsOf(profile('2026-11-25', ['Coffee shop', 'Bakery'], hours), profile('2026-11-24', ['Coffee shop'], hours))).toEqual([
      expect.objectContaining({ key: 'competitor:c1:categories:2026-11-25', title: 'Bean There changed its categories on Google', body: 'Now: Coffee shop, Bakery. Before (2026-11-24): Coffee shop.' }),
    ]);
    expect(alertsOf(profile('2026-11-25', ['bakery', 'Coffee Shop'], hours), profile('2026-11-24', ['Coffee shop', 'Bakery'], hours))).toEqual([]);
  });

  it('names each day whose hours changed, and nothing when a side has no hours', () => {
    const changed = alertsOf(profile('2026-11-25', null, { ...hours, monday: '6 AM–6 PM', sunday: '9 AM–2 PM' }), profile('2026-11-24', null, hours));
    expect(changed).toEqual([
      expect.objectContaining({ key: 'competitor:c1:hours:2026-11-25', title: 'Bean There changed its opening hours', body: 'Monday: 6 AM–6 PM (was 7 AM–6 PM); Sunday: 9 AM–2 PM (was Closed).' }),
    ]);
    expect(alertsOf(profile('2026-11-25', ['Cafe'], null), profile('2026-11-24', ['Cafe'], hours))).toEqual([]);
    expect(alertsOf(profile('2026-11-25', ['Cafe'], hours), null)).toEqual([]);
  });
});
