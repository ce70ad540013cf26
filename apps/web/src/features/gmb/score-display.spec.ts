import type { TListingTask } from '@app/contracts';

import { openTasks, pointsLeft, scoreRing, scoreTier, taskAnchor } from './score-display';

const task = (id: string, points: number, done: boolean): TListingTask => ({
  id,
  label: id,
  detail: '',
  points,
  done,
});

describe('listing score display', () => {
  it('names the score in three bands', () => {
    expect(scoreTier(100).label).toBe('Strong listing');
    expect(scoreTier(80).label).toBe('Strong listing');
    expect(scoreTier(79).label).toBe('Room to improve');
    expect(scoreTier(50).color).toBe('fg.warning');
    expect(scoreTier(49)).toEqual({ label: 'Needs attention', color: 'fg.error' });
  });

  it('fills the ring in proportion to the score, within 0-100', () => {
    const full = scoreRing(100, 10);
    expect(full.offset).toBeCloseTo(0);
    expect(scoreRing(25, 10).offset).toBeCloseTo(full.circumference * 0.75);
    expect(scoreRing(140, 10).offset).toBeCloseTo(0);
    expect(scoreRing(-5, 10).offset).toBeCloseTo(full.circumference);
  });

  it('lists the open tasks biggest win first and adds up what they are worth', () => {
    const checklist = [
      task('phone', 10, true),
      task('photos', 15, false),
      task('hours', 20, false),
      task('website', 10, false),
    ];
    expect(openTasks(checklist).map((item) => item.id)).toEqual(['hours', 'photos', 'website']);
    expect(pointsLeft(checklist)).toBe(45);
    expect(taskAnchor('photos')).toBe('task-photos');
  });
});
