import type { TSuggestionRun } from '@app/contracts';

// docs/product.md §8 dashboard toasts for the Reviews page, word for word.
export const REVIEWS_MESSAGES = {
  loadFailed: 'Could not load reviews',
  sendFailed: 'Failed to send response',
  sent: 'Response sent',
  generated: 'Responses generated',
  actionFailed: 'Action failed',
  // Issue 17: a reply to a Google review, on its way to Google.
  publishing: 'Publishing…',
  published: 'Published on Google',
  unknownReason: 'Google did not say why',
  retryFailed: 'Could not retry publishing',
} as const;

const reviews = (count: number) => `${count} review${count === 1 ? '' : 's'}`;

// docs/product.md §4 Long actions: what the Reviews page says about the latest 'Generate
// responses', from the server's state of it (so a reload says the same). `finishedAt` is already
// in the owner's words.
export function suggestionRunStatus(run: TSuggestionRun, finishedAt: string | null): string | null {
  const at = finishedAt ? ` (${finishedAt})` : '';
  const total = run.progress?.total ?? 0;
  switch (run.state) {
    case 'idle':
      return null;
    case 'running':
      return `Drafting new replies: ${run.progress?.done ?? 0} of ${total} done…`;
    case 'done':
      if (total === 0) return `No review was waiting for a reply${at}.`;
      if (run.failed === 0) return `New replies drafted for ${reviews(total)}${at}.`;
      return `New replies drafted for ${total - run.failed} of ${reviews(total)}; ${run.failed} could not be drafted${at}.`;
    case 'failed':
      return `Generating responses failed: ${run.error ?? 'Please try again.'}`;
  }
}
