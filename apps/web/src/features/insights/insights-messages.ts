import type { TBackgroundRun } from '@app/contracts';

// docs/product.md §8 dashboard toasts for the Insights page, word for word.
export const INSIGHTS_MESSAGES = {
  loadFailed: 'Could not load insights',
  refreshed: 'Insights refreshed',
  actionFailed: 'Action failed',
  tryAgain: 'Please try again.',
} as const;

// docs/product.md §4 Long actions: the latest refresh as the server knows it (a reload says the
// same). `finishedAt` is already in the owner's words.
export function refreshStatus(run: TBackgroundRun, finishedAt: string | null): string | null {
  switch (run.state) {
    case 'idle':
      return null;
    case 'running':
      return 'Refreshing your insights…';
    case 'done':
      return finishedAt ? `Last refreshed ${finishedAt}.` : null;
    case 'failed':
      return `The last refresh failed: ${run.error ?? INSIGHTS_MESSAGES.tryAgain}`;
  }
}
