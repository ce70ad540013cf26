import { DEMO_OVERVIEW } from '@app/contracts';

import { isPositiveRating, isPositiveViews, upcomingTasks } from './dashboard-figures';

describe('dashboard figures', () => {
  it('marks a rating of at least 4.5 and more than 1000 views as positive (docs/product.md §9)', () => {
    expect([4.4, 4.5, 4.9].map(isPositiveRating)).toEqual([false, true, true]);
    expect([999, 1000, 1001].map(isPositiveViews)).toEqual([false, false, true]);
  });

  it('offers max(competitors, 1) × 4 ranking opportunities', () => {
    const titles = (competitors: number) =>
      upcomingTasks({ ...DEMO_OVERVIEW, insights: { unreadCount: 0 }, competitors: { total: competitors } }).map((task) => task.title);
    expect(titles(0)).toContain('Review 4 ranking opportunities');
    expect(titles(1)).toContain('Review 4 ranking opportunities');
    expect(titles(3)).toContain('Review 12 ranking opportunities');
  });

  it('lists pending reviews and unfinished onboarding as tasks, at most three', () => {
    const tasks = upcomingTasks({
      ...DEMO_OVERVIEW,
      reviews: { total: 5, averageRating: 4.2, recentReviews: 1, pendingCount: 2, isSample: false },
      onboarding: { completed: false },
    });
    expect(tasks.map((task) => task.title)).toEqual(['Reply to 2 reviews', 'Review 12 ranking opportunities', 'Read 2 new insights']);
  });
});
