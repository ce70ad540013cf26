import { toTrackedKeyword } from './keyword-view';
import type { TKeywordRow } from './keywords.repository';

const check = (day: string, position: number | null, status = position === null ? 'no_data' : 'ok') => ({
  id: `c-${day}`,
  businessId: 'b',
  keywordId: 'k',
  checkedOn: new Date(`${day}T00:00:00Z`),
  position,
  status,
  provider: 'simulated',
  checkedAt: new Date(`${day}T06:00:00Z`),
});

const row = (checks: ReturnType<typeof check>[]): TKeywordRow => ({
  id: '3f1c2c1e-9d7b-4c35-8f43-0a7a3b0f7e11',
  businessId: 'b',
  keyword: 'oat latte',
  normalized: 'oat latte',
  createdAt: new Date('2026-04-01T00:00:00Z'),
  // The repository returns the newest check first.
  checks: [...checks].reverse(),
});

describe(toTrackedKeyword.name, () => {
  it('is new before any check', () => {
    expect(toTrackedKeyword(row([]))).toMatchObject({ position: null, status: null, change: null, trend: 'new', history: [] });
  });

  it('counts places gained since the check before, oldest first in the history', () => {
    const keyword = toTrackedKeyword(row([check('2026-04-01', 8), check('2026-04-02', 5)]));
    expect(keyword).toMatchObject({ position: 5, change: 3, trend: 'up' });
    expect(keyword.history.map((point) => point.date)).toEqual(['2026-04-01', '2026-04-02']);
    expect(toTrackedKeyword(row([check('2026-04-01', 5), check('2026-04-02', 9)]))).toMatchObject({ change: -4, trend: 'down' });
  });

  it('shows a failed check as no data, and compares past it next time', () => {
    expect(toTrackedKeyword(row([check('2026-04-01', 4), check('2026-04-02', null)]))).toMatchObject({ position: null, status: 'no_data', change: null, trend: 'no-data' });
    expect(toTrackedKeyword(row([check('2026-04-01', 4), check('2026-04-02', null), check('2026-04-03', 4)]))).toMatchObject({ position: 4, change: 0, trend: 'stable' });
  });
});
