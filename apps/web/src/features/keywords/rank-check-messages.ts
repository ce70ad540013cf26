import type { TBackgroundRun } from '@app/contracts';

const keywords = (count: number) => `${count} keyword${count === 1 ? '' : 's'}`;

// docs/product.md §4: what the Keywords page says about the latest rank check, from the server's
// state of it (so a reload says the same). `finishedAt` is already in the owner's words.
export function rankCheckStatus(run: TBackgroundRun, finishedAt: string | null): string | null {
  switch (run.state) {
    case 'idle':
      return null;
    case 'running':
      return run.progress
        ? `Checking ${run.progress.done} of ${keywords(run.progress.total)}…`
        : 'Checking your keywords…';
    case 'done':
      return `Last check: ${run.progress ? keywords(run.progress.total) : 'your keywords'} checked${finishedAt ? ` (${finishedAt})` : ''}.`;
    case 'failed':
      return `The last check failed: ${run.error ?? 'unknown error'}`;
  }
}
