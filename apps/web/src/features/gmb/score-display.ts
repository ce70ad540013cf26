import type { TListingTask } from '@app/contracts';

export type ScoreTier = { label: string; color: 'fg.success' | 'fg.warning' | 'fg.error' };

// How the 0-100 optimisation score reads: the words next to the number and the ring's colour.
export function scoreTier(score: number): ScoreTier {
  if (score >= 80) return { label: 'Strong listing', color: 'fg.success' };
  if (score >= 50) return { label: 'Room to improve', color: 'fg.warning' };
  return { label: 'Needs attention', color: 'fg.error' };
}

// The ring: a circle of `radius` whose stroke covers score % of its length.
export function scoreRing(
  score: number,
  radius: number,
): { circumference: number; offset: number } {
  const clamped = Math.min(100, Math.max(0, score));
  const circumference = 2 * Math.PI * radius;
  return { circumference, offset: circumference * (1 - clamped / 100) };
}

// The points still to win: the open tasks, largest first (the checklist's order to work through).
export function openTasks(checklist: readonly TListingTask[]): TListingTask[] {
  return checklist.filter((task) => !task.done).sort((a, b) => b.points - a.points);
}

export const pointsLeft = (checklist: readonly TListingTask[]): number =>
  openTasks(checklist).reduce((sum, task) => sum + task.points, 0);

// The anchor of a checklist task, which insight actions link to (/gmb#task-photos).
export const taskAnchor = (id: string): string => `task-${id}`;
