import { mondayOf } from '../common/days';
import { LOOK_BACK_TEXTS, lookBackOf, planActionsOf, type TPlanFacts } from './weekly-plan-rules';

const NOW = new Date('2026-12-07T14:00:00Z');
const facts = (change: Partial<TPlanFacts> = {}): TPlanFacts => ({
  now: NOW,
  reviews: { pendingCount: 4, oldestPendingAt: new Date('2026-11-25T10:00:00Z'), averageRating: 4.5, total: 40, isSample: false },
  keywords: [
    { id: 'k1', keyword: 'oat latte austin', position: 6, day: '2026-12-06' },
    { id: 'k2', keyword: 'cold brew', position: 2, day: '2026-12-06' },
    { id: 'k3', keyword: 'matcha', position: 9, day: '2026-12-06' },
  ],
  listing: {
    score: 60,
    tasks: [
      { id: 'phone', label: 'Add a phone number', detail: 'Customers call straight from the search results.', points: 10, done: false },
      { id: 'photos', label: 'Add 10 photos', detail: 'Listings with photos get more requests.', points: 15, done: false },
      { id: 'reviews-replied', label: 'Reply to your reviews', detail: 'Replies count.', points: 15, done: false },
    ],
  },
  competitorMove: { alertId: 'a1', title: "Bean There's rating went up to 4.7", body: 'It was 4.5 on 2026-12-01.', link: '/competitors' },
  seasonal: { keyword: 'hot chocolate austin', reason: 'People start searching for this in winter; get listed before the rush.' },
  ...change,
});

describe('mondayOf', () => {
  it('gives the Monday of the week a day is in', () => {
    expect(['2026-12-07', '2026-12-09', '2026-12-13'].map(mondayOf)).toEqual(['2026-12-07', '2026-12-07', '2026-12-07']);
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
  });
});

describe('planActionsOf', () => {
  it('picks the reviews waiting, the keyword nearest the top 3 and a competitor move, in that order, with the figure behind each', () => {
    expect(planActionsOf(facts())).toEqual([
      {
        kind: 'reviews',
        title: 'Reply to the 4 reviews waiting for an answer',
        why: 'The oldest has waited 12 days; a reply shows future customers that you listen, and Google counts answered reviews as activity.',
        link: '/reviews?status=pending',
        baseline: { pending: 4, rating: 4.5, total: 40 },
      },
      {
        kind: 'keyword',
        title: 'Move "oat latte austin" into the top 3',
        why: 'It is #6 (checked 2026-12-06), 3 places from the top 3, the places Google shows first on the map.',
        link: '/keywords',
        baseline: { keywordId: 'k1', keyword: 'oat latte austin', position: 6 },
      },
      { kind: 'competitor', title: 'Answer a competitor’s move', why: "Bean There's rating went up to 4.7. It was 4.5 on 2026-12-01.", link: '/competitors', baseline: { alertId: 'a1' } },
    ]);
  });

  it('falls back to the listing task worth most (never a review task) and the seasonal keyword, and plans nothing without data', () => {
    const plan = planActionsOf(facts({ reviews: { pendingCount: 0, oldestPendingAt: null, averageRating: 4.5, total: 40, isSample: false }, competitorMove: null, keywords: [] }));
    expect(plan.map((action) => action.title)).toEqual(['Add 10 photos', 'Start tracking "hot chocolate austin"']);
    expect(plan[0]?.why).toBe('Listings with photos get more requests. It is worth 15 points; your listing scores 60/100.');
    const empty = planActionsOf(facts({ reviews: { pendingCount: 2, oldestPendingAt: null, averageRating: 0, total: 2, isSample: true }, keywords: [{ id: 'k2', keyword: 'cold brew', position: 1, day: '2026-12-06' }], competitorMove: null, seasonal: null, listing: { score: 100, tasks: [] } }));
    expect(empty).toEqual([]);
  });
});

describe('lookBackOf', () => {
  const lastWeek = planActionsOf(facts());
  const previous = (done: boolean[]) => ({ actions: lastWeek.map((action, index) => ({ kind: action.kind, baseline: action.baseline, done: done[index] ?? false })) });

  it('says nothing on a first plan, and that nothing was done when nothing was', () => {
    expect(lookBackOf(null, facts())).toEqual([]);
    expect(lookBackOf(previous([false, false, false]), facts())).toEqual([{ text: LOOK_BACK_TEXTS.noneDone }]);
  });

  it('states the measured change of each done action', () => {
    const now = facts({
      reviews: { pendingCount: 0, oldestPendingAt: null, averageRating: 4.6, total: 43, isSample: false },
      keywords: [{ id: 'k1', keyword: 'oat latte austin', position: 4, day: '2026-12-13' }],
    });
    expect(lookBackOf(previous([true, true, true]), now)).toEqual([{ text: 'Reviews waiting for a reply: 4 → 0; your rating is 4.6, up 0.1' }, { text: '"oat latte austin": #6 → #4' }]);
  });

  it('says so when nothing measurable moved', () => {
    expect(lookBackOf(previous([true, true, false]), facts())).toEqual([{ text: LOOK_BACK_TEXTS.nothingMoved }]);
  });
});
