import type { TInsight } from '@app/contracts';

import { filterInsights, generatedLabel, insightCountLabel, NO_FILTER } from './insight-display';

const insight = (overrides: Partial<TInsight>): TInsight => ({
  id: crypto.randomUUID(),
  title: 'Pumpkin spice season starts',
  description: '',
  type: 'seasonal',
  priority: 'medium',
  impactScore: 60,
  actionRecommended: '',
  action: { label: 'Open keywords', href: '/keywords' },
  isRead: false,
  createdAt: '2026-11-20T06:00:00.000Z',
  ...overrides,
});

describe('insight display', () => {
  const list = [
    insight({ title: 'a', priority: 'high', type: 'competitor' }),
    insight({ title: 'b', isRead: true }),
    insight({ title: 'c', priority: 'high', isRead: true }),
  ];

  it('filters by priority, type and unread, together', () => {
    const titles = (filter: Partial<typeof NO_FILTER>) =>
      filterInsights(list, { ...NO_FILTER, ...filter }).map((item) => item.title);
    expect(titles({})).toEqual(['a', 'b', 'c']);
    expect(titles({ priority: 'high' })).toEqual(['a', 'c']);
    expect(titles({ type: 'seasonal' })).toEqual(['b', 'c']);
    expect(titles({ priority: 'high', unreadOnly: true })).toEqual(['a']);
  });

  it('counts unread insights in words', () => {
    expect(insightCountLabel(7, 3)).toBe('3 unread of 7 insights');
    expect(insightCountLabel(1, 0)).toBe('1 insight, all read');
  });

  it('says how fresh the list is', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(generatedLabel(null, now)).toBe('Not generated yet');
    expect(generatedLabel('2026-11-21T11:59:50Z', now)).toBe('Updated just now');
    expect(generatedLabel('2026-11-21T11:55:00Z', now)).toBe('Updated 5 minutes ago');
    expect(generatedLabel('2026-11-21T09:00:00Z', now)).toBe('Updated 3 hours ago');
    expect(generatedLabel('2026-11-20T12:00:00Z', now)).toBe('Updated 1 day ago');
  });
});
